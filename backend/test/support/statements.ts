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
