import { graphql } from "../../gql";

/**
 * A new order (admins and superadmins), with what the order list's rows hold, so the first page
 * can put it on top without asking the server again. Unmasked: the feed hands the whole row to
 * that cache update, and the layout announces the restaurant's name.
 */
export const AdminOrderPlacedDocument = graphql(`
  subscription AdminOrderPlaced {
    orderPlaced {
      id
      ...OrdersList_Order @unmask
      ...OrderStatusActions_Order @unmask
      ...OrderDelivery_Order @unmask
      ...OrderBill_Order @unmask
    }
  }
`);

/**
 * Any order moved on (by any admin or rider, or cancelled by its customer) or given to a rider,
 * with the same fragments as the staff's own status moves (orders-documents.ts): only fields an
 * admin may read; the normalised cache updates the list row and an open dialog by the order's id.
 */
export const AdminOrderUpdatedDocument = graphql(`
  subscription AdminOrderUpdated {
    orderUpdated {
      id
      ...OrdersList_Order
      ...OrderStatusActions_Order
      ...OrderSummary_Order
      ...OrderStatusHistory_Order
      ...OrderDelivery_Order
    }
  }
`);
