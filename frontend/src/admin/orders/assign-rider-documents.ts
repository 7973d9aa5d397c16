import { graphql } from "../../gql";

/** The riders on shift now, by name, with what the picker shows of each (admins). */
export const AdminRidersOnShiftDocument = graphql(`
  query AdminRidersOnShift {
    riders(onShift: true) {
      id
      ...AssignRiderPicker_Rider
    }
  }
`);

/**
 * Gives the order to a rider. It answers with what the staff's screens show of an order, so the
 * normalised cache updates the list row and an open 'Order Details' by the order's id; the
 * live orderUpdated tells the other admins.
 */
export const AdminAssignRiderDocument = graphql(`
  mutation AdminAssignRider($orderId: ID!, $riderId: ID!) {
    assignRider(orderId: $orderId, riderId: $riderId) {
      id
      ...OrdersList_Order
      ...OrderStatusActions_Order
      ...OrderDelivery_Order
    }
  }
`);
