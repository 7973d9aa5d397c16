import { graphql } from "../../gql";

/**
 * One page of every order, newest first (admins and superadmins): each row as the list shows it,
 * and the status moves and delivery its 'Order Details' dialog shows (admins get no details query).
 */
export const AdminOpsOrdersDocument = graphql(`
  query AdminOpsOrders($filter: AdminOrderFilter, $limit: Int!, $offset: Int!) {
    adminOrders(filter: $filter, limit: $limit, offset: $offset) {
      total
      limit
      offset
      items {
        id
        ...OrdersList_Order
        ...OrderStatusActions_Order
        ...OrderDelivery_Order
        ...OrderInvoiceLink_Order
        ...OrderBill_Order
      }
    }
  }
`);

/** The whole order with its customer and address: superadmins only (admins get FORBIDDEN). */
export const AdminOpsOrderDetailsDocument = graphql(`
  query AdminOpsOrderDetails($id: ID!) {
    adminOrder(id: $id) {
      id
      ...OrderDetails_Order
      ...OrderCustomer_Order
      ...OrderStatusActions_Order
      ...OrderDelivery_Order
    }
  }
`);

/**
 * Moves an order on. It answers with what the staff's screens show of an order's status, only
 * fields an admin may read (no address or customer): the list row, the dialog's moves, summary
 * and history. The normalised cache then updates the list and the open dialog alike.
 */
export const AdminOpsUpdateOrderStatusDocument = graphql(`
  mutation AdminOpsUpdateOrderStatus($id: ID!, $status: OrderStatus!, $reason: String, $cashCollected: Float, $note: String) {
    updateOrderStatus(id: $id, status: $status, reason: $reason, cashCollected: $cashCollected, note: $note) {
      id
      ...OrdersList_Order
      ...OrderStatusActions_Order
      ...OrderSummary_Order
      ...OrderStatusHistory_Order
      ...OrderDelivery_Order
      ...OrderInvoiceLink_Order
    }
  }
`);
