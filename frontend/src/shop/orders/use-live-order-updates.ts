import { useSubscription } from "@apollo/client/react";
import { graphql } from "../../gql";

/**
 * What changes when staff move an order on. The server sends a customer only their own orders;
 * the normalised cache puts each one over the order with the same id, so the history list and
 * an open 'Order Details' dialog show the new status without asking.
 */
export const CustomerOrderUpdatedDocument = graphql(`
  subscription CustomerOrderUpdated {
    orderUpdated {
      id
      ...OrderProgress
    }
  }
`);

/** Keeps the customer's orders on screen live while the calling component is mounted. */
export function useLiveOrderUpdates(): void {
  // The cache does the work; the component needs no re-render of its own for each message.
  useSubscription(CustomerOrderUpdatedDocument, { ignoreResults: true });
}
