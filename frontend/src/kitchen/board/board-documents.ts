import { graphql } from "../../gql";

/** What the board needs to place an order in its column, and the card's own fields. */
export const KitchenBoardOrderFragment = graphql(`
  fragment KitchenBoard_Order on Order {
    id
    status
    createdAt
    ...KitchenOrderCard_Order
  }
`);

/**
 * The restaurant's orders still in the kitchen: new, accepted, preparing and ready for pickup;
 * 50 of them, far more than a kitchen has at once. Not the API's largest page (100): with each
 * line's choices, 100 cards would cost more than one query may (backend src/graphql/query-cost.ts
 * counts every line's options), and the cost check reads the limit written in the document.
 */
export const KitchenBoardOrdersDocument = graphql(`
  query KitchenBoardOrders($restaurantId: ID!, $status: [OrderStatus!]) {
    restaurantOrders(restaurantId: $restaurantId, status: $status, limit: 50) {
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

/** A pickup's customer took the food at the counter: it leaves the board (delivered). */
export const KitchenMarkCollectedDocument = graphql(`
  mutation KitchenMarkCollected($orderId: ID!) {
    markCollected(orderId: $orderId) {
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
