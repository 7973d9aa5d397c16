import { graphql } from "../../gql";

/** How many of a restaurant's open orders the board holds: far more than a kitchen has at once. */
export const BOARD_LIMIT = 100;

/** What the board needs to place an order in its column, and the card's own fields. */
export const KitchenBoardOrderFragment = graphql(`
  fragment KitchenBoard_Order on Order {
    id
    status
    createdAt
    ...KitchenOrderCard_Order
  }
`);

/** The restaurant's orders still in the kitchen: new, accepted, preparing and ready for pickup. */
export const KitchenBoardOrdersDocument = graphql(`
  query KitchenBoardOrders($restaurantId: ID!, $status: [OrderStatus!], $limit: Int!) {
    restaurantOrders(restaurantId: $restaurantId, status: $status, limit: $limit) {
      total
      items {
        id
        ...KitchenBoard_Order @unmask
      }
    }
  }
`);

/**
 * Every order placed at the restaurant and every move of its orders, as the board shows them:
 * the normalised cache updates a card in place, and the board's list gains or loses the order.
 */
export const KitchenOrderChangedDocument = graphql(`
  subscription KitchenOrderChanged($restaurantId: ID!) {
    restaurantOrderChanged(restaurantId: $restaurantId) {
      id
      ...KitchenBoard_Order
    }
  }
`);

/** The kitchen's moves: each answers with the card's fields, so the card moves on without a fetch. */
export const KitchenAcceptOrderDocument = graphql(`
  mutation KitchenAcceptOrder($id: ID!, $preparationMinutes: Int!) {
    acceptOrder(id: $id, preparationMinutes: $preparationMinutes) {
      id
      estimatedReadyAt
      ...KitchenBoard_Order
    }
  }
`);

export const KitchenRejectOrderDocument = graphql(`
  mutation KitchenRejectOrder($id: ID!, $reason: String!) {
    rejectOrder(id: $id, reason: $reason) {
      id
      ...KitchenBoard_Order
    }
  }
`);

export const KitchenStartPreparingDocument = graphql(`
  mutation KitchenStartPreparing($id: ID!) {
    startPreparingOrder(id: $id) {
      id
      ...KitchenBoard_Order
    }
  }
`);

export const KitchenMarkReadyDocument = graphql(`
  mutation KitchenMarkReady($id: ID!) {
    markOrderReady(id: $id) {
      id
      ...KitchenBoard_Order
    }
  }
`);
