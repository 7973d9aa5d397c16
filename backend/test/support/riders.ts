import { randomUUID } from "node:crypto";
import type request from "supertest";
import { graphql } from "../gql";
import type { OrderStatus } from "../gql/graphql";
import { sessionCookie, signedInCustomer } from "./accounts";
import { gql } from "./graphql";
import { LOGIN, PLACE_ORDER, SET_USER_ROLE, UPDATE_ORDER_STATUS } from "./operations";
import { fillCart } from "./order-fixtures";
import type { TestApp } from "./test-app";

type TestAgent = request.Agent;

/** The riders' and the office's delivery operations several test files send (see operations.ts for the convention). */

export const RIDER_FIELDS = graphql(`
  fragment RiderFields on Rider { id name phone onShift cashInHand openDeliveries }
`);

/** An order's delivery as any viewer may ask for it (the address, refused to some, is asked for apart). */
export const DELIVERY_FIELDS = graphql(`
  fragment DeliveryFields on Order {
    id shortId status total allowedNextStatuses assignedAt pickedUpAt deliveredAt cashCollected cashNote deliveryFailureReason recipientName
    rider { ...RiderFields }
    riderPosition { latitude longitude recordedAt distanceKm estimatedArrivalAt }
    pickup { name address phone latitude longitude }
  }
`);

export const RIDERS = graphql(`
  query Riders($onShift: Boolean) { riders(onShift: $onShift) { ...RiderFields } }
`);

export const RIDER_ME = graphql(`
  query RiderMe { riderMe { ...RiderFields } }
`);

export const RIDER_ORDERS = graphql(`
  query RiderOrders { riderOrders { ...DeliveryFields } }
`);

export const RIDER_ORDERS_ADDRESS = graphql(`
  query RiderOrdersAddress { riderOrders { id recipientName address { address city pincode phone notes latitude longitude } } }
`);

export const RIDER_DELIVERED_TODAY = graphql(`
  query RiderDeliveredToday { riderDeliveredToday { ...DeliveryFields } }
`);

export const RIDER_DELIVERED_TODAY_ADDRESS = graphql(`
  query RiderDeliveredTodayAddress { riderDeliveredToday { id recipientName address { address phone } } }
`);

/** The customer's own order, with its delivery. */
export const CUSTOMER_DELIVERY = graphql(`
  query CustomerDelivery($id: ID!) { order(id: $id) { ...DeliveryFields address { address phone latitude longitude } } }
`);

/** The office's view of an order (adminOrders, found by its id), with who moved it. */
export const OFFICE_DELIVERY = graphql(`
  query OfficeDelivery($search: String!) {
    adminOrders(filter: { search: $search }) {
      items { ...DeliveryFields statusHistory { fromStatus toStatus reason changedByName } }
    }
  }
`);

export const SET_RIDER_ON_SHIFT = graphql(`
  mutation SetRiderOnShift($onShift: Boolean!) { setRiderOnShift(onShift: $onShift) { ...RiderFields } }
`);

export const ASSIGN_RIDER = graphql(`
  mutation AssignRider($orderId: ID!, $riderId: ID!) { assignRider(orderId: $orderId, riderId: $riderId) { ...DeliveryFields } }
`);

export const UNASSIGN_RIDER = graphql(`
  mutation UnassignRider($orderId: ID!) { unassignRider(orderId: $orderId) { ...DeliveryFields } }
`);

export const MARK_PICKED_UP = graphql(`
  mutation MarkPickedUp($orderId: ID!) { markPickedUp(orderId: $orderId) { ...DeliveryFields } }
`);

export const MARK_DELIVERED = graphql(`
  mutation MarkDelivered($orderId: ID!, $cash: Float!, $note: String) {
    markDelivered(orderId: $orderId, cashCollected: $cash, note: $note) { ...DeliveryFields }
  }
`);

export const MARK_DELIVERY_FAILED = graphql(`
  mutation MarkDeliveryFailed($orderId: ID!, $reason: String!) { markDeliveryFailed(orderId: $orderId, reason: $reason) { ...DeliveryFields } }
`);

export const SHARE_RIDER_POSITION = graphql(`
  mutation ShareRiderPosition($lat: Float!, $lng: Float!, $accuracy: Float) {
    shareRiderPosition(latitude: $lat, longitude: $lng, accuracy: $accuracy) {
      id status riderPosition { latitude longitude recordedAt distanceKm estimatedArrivalAt }
    }
  }
`);

export const HANDOVER_FIELDS = graphql(`
  fragment HandoverFields on CashHandover { id riderId amount expected difference note recordedByName createdAt }
`);

export const RECORD_CASH_HANDOVER = graphql(`
  mutation RecordCashHandover($riderId: ID!, $amount: Float!, $note: String, $key: String) {
    recordCashHandover(riderId: $riderId, amount: $amount, note: $note, idempotencyKey: $key) { ...HandoverFields }
  }
`);

export const CASH_SUMMARY_FIELDS = graphql(`
  fragment CashSummaryFields on RiderCashSummary {
    date deliveries failedDeliveries expectedCash collected handedOver difference cashInHand
    rider { ...RiderFields }
    handovers { ...HandoverFields }
  }
`);

export const RIDER_CASH_SUMMARY = graphql(`
  query RiderCashSummary($riderId: ID!, $date: String!) { riderCashSummary(riderId: $riderId, date: $date) { ...CashSummaryFields } }
`);

export const RIDER_CASH_SUMMARIES = graphql(`
  query RiderCashSummaries($date: String!) { riderCashSummaries(date: $date) { ...CashSummaryFields } }
`);

export const DELIVERY_DASHBOARD = graphql(`
  query DeliveryDashboard {
    dashboard { averageMinutesToDoor failedDeliveries riders { riderId name deliveries failedDeliveries averageMinutesToDoor } }
  }
`);

export const MAP_SETTINGS = graphql(`
  query MapSettings { mapSettings { tileUrl attribution } }
`);

// Live (graphql-ws)

export const RIDER_ORDER_CHANGED = graphql(`
  subscription RiderOrderChanged { riderOrderChanged { orderId status assignedToMe } }
`);

/** What a customer's order page hears: the status, the rider to call and where they are. */
export const ORDER_DELIVERY_UPDATES = graphql(`
  subscription OrderDeliveryUpdates {
    orderUpdated { id status rider { name phone onShift cashInHand } riderPosition { latitude longitude distanceKm estimatedArrivalAt } }
  }
`);

// Arranging

export type Person = Awaited<ReturnType<typeof signedInCustomer>>;

/** "2026-11-26": today in Asia/Kolkata, the riders' cash day. */
export const kolkataToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * A rider made the way the office makes one: a customer signs up, a superadmin gives the account the
 * role RIDER (which ends its sessions), the rider signs in on their phone (a browser of its own) and,
 * unless told otherwise, goes on shift.
 */
export async function signedInRider(
  app: TestApp,
  superadmin: Pick<Person, "agent">,
  options: { userName?: string; phone?: string; onShift?: boolean } = {},
): Promise<Person> {
  const { onShift = true, ...overrides } = options;
  const person = await signedInCustomer(app, overrides);
  const promoted = await gql(superadmin.agent, SET_USER_ROLE, { id: person.id, role: "RIDER" });
  if (promoted.data?.setUserRole.role !== "RIDER") throw new Error(`setUserRole failed: ${JSON.stringify(promoted.errors)}`);
  const agent = app.agent();
  const login = await gql(agent, LOGIN, { i: { email: person.email, password: person.password } });
  const cookie = sessionCookie(login.setCookie);
  if (!login.data || !cookie) throw new Error(`rider login failed: ${JSON.stringify(login.errors)}`);
  if (onShift) {
    const shift = await gql(agent, SET_RIDER_ON_SHIFT, { onShift: true });
    if (!shift.data) throw new Error(`setRiderOnShift failed: ${JSON.stringify(shift.errors)}`);
  }
  return { ...person, agent, cookie };
}

/** The customer places an order of these lines to the saved address through the API; answers its id and total. */
export async function placeOrderOf(
  app: TestApp,
  customer: Person,
  addressId: string,
  restaurantId: string,
  lines: Array<{ menuItemId: string; quantity: number }>,
): Promise<{ id: string; shortId: string; total: number }> {
  await fillCart(app.db, customer.id, restaurantId, lines);
  const placed = await gql(customer.agent, PLACE_ORDER, { i: { addressId, idempotencyKey: randomUUID() } });
  if (!placed.data) throw new Error(`placeOrder failed: ${JSON.stringify(placed.errors)}`);
  const { id, shortId, total } = placed.data.placeOrder;
  return { id, shortId, total };
}

/** An admin moves the order through these statuses, one updateOrderStatus each; throws when one is refused. */
export async function officeMoves(admin: TestAgent, orderId: string, ...statuses: OrderStatus[]): Promise<void> {
  for (const status of statuses) {
    const moved = await gql(admin, UPDATE_ORDER_STATUS, { id: orderId, status, reason: status === "REJECTED" ? "No rider" : null });
    if (!moved.data) throw new Error(`updateOrderStatus ${status} failed: ${JSON.stringify(moved.errors)}`);
  }
}

/** An admin assigns the rider; throws when refused. */
export async function assign(admin: TestAgent, orderId: string, riderId: string) {
  const assigned = await gql(admin, ASSIGN_RIDER, { orderId, riderId });
  if (!assigned.data) throw new Error(`assignRider failed: ${JSON.stringify(assigned.errors)}`);
  return assigned.data.assignRider;
}

/** The rider picks the order up and delivers it, collecting `cash` (a note when it differs from the total); throws when refused. */
export async function pickUpAndDeliver(rider: TestAgent, orderId: string, cash: number, note?: string) {
  const picked = await gql(rider, MARK_PICKED_UP, { orderId });
  if (!picked.data) throw new Error(`markPickedUp failed: ${JSON.stringify(picked.errors)}`);
  const delivered = await gql(rider, MARK_DELIVERED, { orderId, cash, note: note ?? null });
  if (!delivered.data) throw new Error(`markDelivered failed: ${JSON.stringify(delivered.errors)}`);
  return delivered.data.markDelivered;
}

/** The `fields` of a BAD_USER_INPUT error: which inputs it names. */
export const fieldsOf = (result: { errors?: Array<{ extensions?: Record<string, unknown> }> }): string[] =>
  ((result.errors?.[0]?.extensions?.fields as Array<{ field: string }> | undefined) ?? []).map((entry) => entry.field);
