import { graphql } from "../gql";

export const RESTAURANT_STATEMENTS = graphql(`
  query RestaurantStatementsDocument($restaurantId: ID!, $from: String!, $to: String!) {
    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) {
      id restaurantId restaurantName weekStart weekEnd ordersDelivered foodValue restaurantDiscounts commission commissionTax corrections collectedAtCounter payable paidOn paidReference
    }
  }
`);

export const MARK_STATEMENT_PAID = graphql(`
  mutation MarkStatementPaidDocument($statementId: ID!, $reference: String!, $paidOn: String!) {
    markStatementPaid(statementId: $statementId, reference: $reference, paidOn: $paidOn) { id payable paidOn paidReference }
  }
`);

export const PAYOUT_STATEMENTS = graphql(`
  query PayoutStatementsDocument($from: String!, $to: String!) {
    payoutStatements(from: $from, to: $to) { id restaurantId restaurantName weekStart payable paidOn }
  }
`);

export const RECORD_LEDGER_CORRECTION = graphql(`
  mutation RecordLedgerCorrectionDocument($input: LedgerCorrectionInput!) {
    recordLedgerCorrection(input: $input) { id account amount reason orderId restaurantId riderId weekStart }
  }
`);

export const MONEY_SUMMARY = graphql(`
  query MoneySummaryDocument($from: String!, $to: String!) {
    moneySummary(from: $from, to: $to) { from to collectedCash collectedUpi commissionEarned payableToRestaurants payableToRiders tips }
  }
`);

export const STATEMENT_CORRECTION_LINES = graphql(`
  query StatementCorrectionLinesDocument($restaurantId: ID!, $from: String!, $to: String!) {
    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) { id weekStart corrections correctionLines { amount reason } }
  }
`);
