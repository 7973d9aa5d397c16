import { graphql } from "../../gql";

/**
 * What a row of the order list shows. The list and the new-order subscription (live-orders-
 * documents.ts) both select it, so an order that arrives live can go straight into the list.
 */
export const AdminOrderRowFragment = graphql(`
  fragment AdminOrderRow on Order {
    id
    createdAt
    updatedAt
    status
    total
    restaurantName
    rejectionReason
    allowedNextStatuses
  }
`);

/** One page of every order, newest first (admins and superadmins). */
export const AdminOpsOrdersDocument = graphql(`
  query AdminOpsOrders($filter: AdminOrderFilter, $limit: Int!, $offset: Int!) {
    adminOrders(filter: $filter, limit: $limit, offset: $offset) {
      total
      limit
      offset
      items {
        id
        ...AdminOrderRow
      }
    }
  }
`);

/** The whole order with its customer and address: superadmins only (admins get FORBIDDEN). */
export const AdminOpsOrderDetailsDocument = graphql(`
  query AdminOpsOrderDetails($id: ID!) {
    adminOrder(id: $id) {
      id
      createdAt
      updatedAt
      status
      allowedNextStatuses
      restaurantName
      rejectionReason
      paymentMethod
      itemsTotal
      deliveryCharge
      total
      customer {
        id
        name
        email
        phone
      }
      address {
        address
        city
        pincode
        phone
        notes
      }
      lines {
        menuItemId
        name
        image
        quantity
        price
        lineTotal
      }
      statusHistory {
        changedAt
        fromStatus
        toStatus
        reason
        changedByName
      }
    }
  }
`);

/**
 * Moves an order on. It asks only for what an admin may read (no address or customer), and the
 * normalised cache then updates the list row and the open dialog alike.
 */
export const AdminOpsUpdateOrderStatusDocument = graphql(`
  mutation AdminOpsUpdateOrderStatus($id: ID!, $status: OrderStatus!, $reason: String) {
    updateOrderStatus(id: $id, status: $status, reason: $reason) {
      id
      ...OrderProgress
      statusHistory {
        changedByName
      }
    }
  }
`);
