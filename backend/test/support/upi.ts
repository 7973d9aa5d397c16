import { graphql } from "../gql";

/** UPI at the door (docs/money.md#upi-at-the-door): settings, the rider's delivery, the office's list. */
export const UPI_PAYMENT_FIELDS = graphql(`
  fragment UpiPaymentFields on Order { id status total payAtDoorBy paidBy upiReference cashCollected upiConfirmedAt }
`);

export const UPI_AT_DOOR = graphql(`
  query UpiAtDoor { upiAtDoor { upiId payeeName } }
`);

export const SET_UPI_SETTINGS = graphql(`
  mutation SetUpiSettings($input: PayoutSettingsInput!) {
    updatePayoutSettings(input: $input) { defaultCommissionPercent upiId upiPayeeName }
  }
`);

export const UPI_PAYOUT_SETTINGS = graphql(`
  query UpiPayoutSettings { payoutSettings { defaultCommissionPercent upiId upiPayeeName } }
`);

export const PLACE_ORDER_PAYING = graphql(`
  mutation PlaceOrderPaying($i: PlaceOrderInput!) { placeOrder(input: $i) { ...UpiPaymentFields } }
`);

export const ORDER_PAYMENT = graphql(`
  query OrderPayment($id: ID!) { order(id: $id) { ...UpiPaymentFields } }
`);

export const RIDER_ORDERS_PAYING = graphql(`
  query RiderOrdersPaying { riderOrders { ...UpiPaymentFields } }
`);

export const MARK_DELIVERED_PAID = graphql(`
  mutation MarkDeliveredPaid($orderId: ID!, $cash: Float!, $paidBy: PaymentCollection, $ref: String, $note: String) {
    markDelivered(orderId: $orderId, cashCollected: $cash, paidBy: $paidBy, upiReference: $ref, note: $note) { ...UpiPaymentFields }
  }
`);

export const UPI_COLLECTIONS = graphql(`
  query UpiCollections($date: String!, $limit: Int, $offset: Int) {
    upiCollections(date: $date, limit: $limit, offset: $offset) {
      total amount limit offset
      items { id shortId riderId riderName amount upiReference deliveredAt confirmedAt confirmedByName duplicateReference }
    }
  }
`);

export const CONFIRM_UPI_PAYMENT = graphql(`
  mutation ConfirmUpiPayment($orderId: ID!) { confirmUpiPayment(orderId: $orderId) { ...UpiPaymentFields } }
`);
