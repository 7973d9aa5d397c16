import type request from "supertest";
import { graphql } from "../gql";
import { gql } from "./graphql";

type TestAgent = request.Agent;

/** The kitchen board's and the staff list's operations several test files send (see operations.ts for the convention). */

export const KITCHEN_RESTAURANTS = graphql(`
  query KitchenRestaurants { kitchenRestaurants { id name closedForToday closedUntil isOpenNow } }
`);

export const RESTAURANT_STAFF = graphql(`
  query RestaurantStaff($restaurantId: ID!) { restaurantStaff(restaurantId: $restaurantId) { id email name status addedAt addedByName } }
`);

export const ADD_RESTAURANT_STAFF = graphql(`
  mutation AddRestaurantStaff($restaurantId: ID!, $email: String!) {
    addRestaurantStaff(restaurantId: $restaurantId, email: $email) { id email name status addedAt addedByName }
  }
`);

export const REMOVE_RESTAURANT_STAFF = graphql(`
  mutation RemoveRestaurantStaff($restaurantId: ID!, $email: String!) { removeRestaurantStaff(restaurantId: $restaurantId, email: $email) }
`);

/** What the board reads of an order: never the customer's contact. */
export const KITCHEN_ORDER_FIELDS = graphql(`
  fragment KitchenOrderFields on Order {
    id shortId status restaurantId kitchenNote preparationMinutes estimatedReadyAt rejectionReason allowedNextStatuses total
    lines { name quantity }
    statusHistory { fromStatus toStatus reason changedAt changedByName }
  }
`);

export const BOARD_ORDERS = graphql(`
  query BoardOrders($restaurantId: ID!, $status: [OrderStatus!]) {
    restaurantOrders(restaurantId: $restaurantId, status: $status, limit: 100) { total items { ...KitchenOrderFields } }
  }
`);

export const ACCEPT_ORDER = graphql(`
  mutation AcceptOrder($id: ID!, $minutes: Int!) { acceptOrder(id: $id, preparationMinutes: $minutes) { ...KitchenOrderFields } }
`);

export const REJECT_ORDER = graphql(`
  mutation RejectOrder($id: ID!, $reason: String!) { rejectOrder(id: $id, reason: $reason) { ...KitchenOrderFields } }
`);

export const START_PREPARING_ORDER = graphql(`
  mutation StartPreparingOrder($id: ID!) { startPreparingOrder(id: $id) { ...KitchenOrderFields } }
`);

export const MARK_ORDER_READY = graphql(`
  mutation MarkOrderReady($id: ID!) { markOrderReady(id: $id) { ...KitchenOrderFields } }
`);

export const SET_MENU_ITEM_SOLD_OUT = graphql(`
  mutation SetMenuItemSoldOut($id: ID!, $soldOut: Boolean!) { setMenuItemSoldOut(id: $id, soldOut: $soldOut) { id name isAvailable } }
`);

export const SET_RESTAURANT_CLOSED_FOR_TODAY = graphql(`
  mutation SetRestaurantClosedForToday($restaurantId: ID!, $closed: Boolean!) {
    setRestaurantClosedForToday(restaurantId: $restaurantId, closed: $closed) { id closedForToday closedUntil isOpen isOpenNow }
  }
`);

export const RESTAURANT_ORDER_CHANGED = graphql(`
  subscription RestaurantOrderChanged($restaurantId: ID!) { restaurantOrderChanged(restaurantId: $restaurantId) { ...KitchenOrderFields } }
`);

/** Puts the e-mail on the restaurant's staff as an admin would; throws when the API refuses. */
export async function addStaff(admin: TestAgent, restaurantId: string, email: string) {
  const added = await gql(admin, ADD_RESTAURANT_STAFF, { restaurantId, email });
  if (!added.data) throw new Error(`addRestaurantStaff failed: ${JSON.stringify(added.errors)}`);
  return added.data.addRestaurantStaff;
}
