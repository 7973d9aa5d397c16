import { useLiveSubscription } from "../../common/live/use-live-subscription";
import { graphql } from "../../gql";

/**
 * An order of the customer's that staff or its rider moved on, with what the customer's screens
 * show of its status (the history row; the dialog's summary, tracker, the kitchen's ready estimate,
 * the rider with their position and the map, history and cancel button). The server sends a
 * customer only their own orders, also each time the rider shares a position; the normalised cache
 * puts each one over the order with the same id, so the history list and an open 'Order Details'
 * dialog show it without asking. The delivery address comes whole (the map reads its coordinates):
 * an address object without an id is replaced, not merged, so a part of it would lose the rest.
 */
export const CustomerOrderUpdatedDocument = graphql(`
  subscription CustomerOrderUpdated {
    orderUpdated {
      id
      ...OrderHistoryList_Order
      ...OrderSummary_Order
      ...OrderStepTracker_Order
      ...OrderReadyEstimate_Order
      ...OrderRider_Order
      ...OrderAddress_Order
      ...OrderStatusHistory_Order
      ...CancelOrderButton_Order
    }
  }
`);

/**
 * Keeps the customer's orders on screen live while the calling component is mounted, and listens
 * anew when the server ends the feed (a tracker may stay open for the whole delivery).
 */
export function useLiveOrderUpdates(): void {
  // The cache does the work; the component needs no re-render of its own for each message.
  useLiveSubscription(CustomerOrderUpdatedDocument, { ignoreResults: true });
}
