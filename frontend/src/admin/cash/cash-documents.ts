import { graphql } from "../../gql";

/** Every rider's cash for one day (admins), by name, each row as the Cash page shows it. */
export const AdminRiderCashSummariesDocument = graphql(`
  query AdminRiderCashSummaries($date: String!) {
    riderCashSummaries(date: $date) {
      ...CashPage_RiderCashSummary @unmask
    }
  }
`);

/**
 * Records cash a rider handed over; it settles the rider's cash in hand. The idempotency key,
 * made when the dialog opens, makes a retry or a double click record one handover only.
 */
export const AdminRecordCashHandoverDocument = graphql(`
  mutation AdminRecordCashHandover($riderId: ID!, $amount: Float!, $note: String, $idempotencyKey: String) {
    recordCashHandover(riderId: $riderId, amount: $amount, note: $note, idempotencyKey: $idempotencyKey) {
      id
      ...CashHandoverList_CashHandover @unmask
    }
  }
`);

/** A page of the day's UPI payments at the door (admins), in delivery order, each as the UPI section shows it. */
export const AdminUpiCollectionsDocument = graphql(`
  query AdminUpiCollections($date: String!, $limit: Int!, $offset: Int!) {
    upiCollections(date: $date, limit: $limit, offset: $offset) {
      total
      amount
      items {
        id
        ...UpiCollections_UpiCollection @unmask
      }
    }
  }
`);

/** Ticks a UPI payment off against the bank statement, once (UPI_ALREADY_CONFIRMED the second time). */
export const AdminConfirmUpiPaymentDocument = graphql(`
  mutation AdminConfirmUpiPayment($orderId: ID!) {
    confirmUpiPayment(orderId: $orderId) {
      id
      upiConfirmedAt
    }
  }
`);
