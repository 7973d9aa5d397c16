import { graphql } from "../../gql";

/**
 * The rider's moves. Each answers with the fields of the component showing the order, so the
 * card changes through the cache at once; the page then asks for its lists again (an order
 * leaves the open ones, today's list and the cash in hand change).
 */
export const RiderMarkPickedUpDocument = graphql(`
  mutation RiderMarkPickedUp($orderId: ID!) {
    markPickedUp(orderId: $orderId) {
      id
      status
      ...RiderOrderCard_Order
    }
  }
`);

export const RiderMarkDeliveredDocument = graphql(`
  mutation RiderMarkDelivered($orderId: ID!, $cashCollected: Float!, $note: String) {
    markDelivered(orderId: $orderId, cashCollected: $cashCollected, note: $note) {
      id
      status
      cashCollected
      ...RiderDeliveredToday_Order
    }
  }
`);

export const RiderMarkDeliveryFailedDocument = graphql(`
  mutation RiderMarkDeliveryFailed($orderId: ID!, $reason: String!) {
    markDeliveryFailed(orderId: $orderId, reason: $reason) {
      id
      status
      ...RiderDeliveredToday_Order
    }
  }
`);

/** Paid by UPI at the door: the payment's 12-digit reference, no cash (docs/money.md#upi-at-the-door). */
export const RiderMarkPaidByUpiDocument = graphql(`
  mutation RiderMarkPaidByUpi($orderId: ID!, $upiReference: String!) {
    markDelivered(orderId: $orderId, cashCollected: 0, paidBy: UPI, upiReference: $upiReference) {
      id
      status
      paidBy
      ...RiderDeliveredToday_Order
    }
  }
`);

/** Where UPI at the door pays (the QR's payee); null while the service has it off. */
export const RiderUpiAtDoorDocument = graphql(`
  query RiderUpiAtDoor {
    upiAtDoor {
      upiId
      payeeName
    }
  }
`);
