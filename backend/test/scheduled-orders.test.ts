import { randomUUID } from "node:crypto";
import type { Clock } from "../src/common/clock";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql, type GraphQLResult } from "./support/graphql";
import { fillCart, insertAddress } from "./support/order-fixtures";
import { startTestApp, type TestApp } from "./support/test-app";
import { graphql } from "./gql";

const SLOTS = graphql(`
  query ScheduledSlots($restaurantId: ID!) { deliverySlots(restaurantId: $restaurantId) }
`);
const PLACE_LATER = graphql(`
  mutation ScheduledPlace($input: PlaceOrderInput!) { placeOrder(input: $input) { id status deliverAt } }
`);
const MY_ORDER = graphql(`
  query ScheduledOrder($id: ID!) { order(id: $id) { id status deliverAt allowedNextStatuses statusHistory { fromStatus toStatus changedByName } } }
`);
const CANCEL = graphql(`
  mutation ScheduledCancel($id: ID!) { cancelOrder(id: $id) { id status } }
`);
const BOARD = graphql(`
  query ScheduledBoard($restaurantId: ID!) { restaurantOrders(restaurantId: $restaurantId, status: [PENDING], limit: 50) { items { id deliverAt } } }
`);

/** A clock the test moves: Wednesday 2 December 2026, 10:00 in India, until told otherwise. */
const IST_10AM = Date.parse("2026-12-02T04:30:00.000Z");
let clockNow = IST_10AM;
const clock: Clock = { now: () => new Date(clockNow), recheckMs: 200 };
/** An instant on the test's Wednesday (day 0) or a later day, at India's hh:mm. */
const ist = (day: number, hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return new Date(Date.parse("2026-12-01T18:30:00.000Z") + day * 86_400_000 + (h! * 60 + m!) * 60_000);
};

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;
let lunchPlace: RestaurantRow;
let thali: MenuItemRow;
let addressId: string;

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await signedInStaff(app, "admin");
  customer = await signedInCustomer(app);
  // Open 11:00 to 15:00 every day: closed at the clock's 10:00.
  lunchPlace = await insertRestaurant(app.db, { name: "Later Lunch Home", openingTime: "11:00", closingTime: "15:00" });
  thali = await insertMenuItem(app.db, lunchPlace.id, { name: "Meals Thali" });
  addressId = await insertAddress(app.db, customer.id);
});
afterAll(() => app.stop());
beforeEach(() => {
  clockNow = IST_10AM;
});

const place = async (deliverAt: Date | null, items: MenuItemRow[] = [thali]) => {
  await fillCart(
    app.db,
    customer.id,
    lunchPlace.id,
    items.map((item) => ({ menuItemId: item.id, quantity: 1 })),
  );
  return gql(customer.agent, PLACE_LATER, {
    input: { addressId, idempotencyKey: randomUUID(), deliverAt: deliverAt?.toISOString() ?? null },
  });
};

const refusal = (result: GraphQLResult<unknown>) => ({
  code: errorCode(result),
  reason: (result.errors?.[0]?.extensions as { reason?: string } | undefined)?.reason,
});

const statusOf = async (id: string) => (await gql(customer.agent, MY_ORDER, { id })).data!.order;

async function waitForStatus(id: string, status: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await statusOf(id)).status !== status) {
    if (Date.now() > deadline) throw new Error(`order ${id} never became ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("ordering for later", () => {
  it("lists every quarter hour from 45 minutes to 2 days ahead in which the restaurant is open", async () => {
    const slots = (await gql(customer.agent, SLOTS, { restaurantId: lunchPlace.id })).data!.deliverySlots.map((slot) => new Date(slot));
    // Closed until 11:00 today; 11:00–14:45 today and tomorrow; the day after starts past the 2 days.
    expect(slots).toHaveLength(32);
    expect(slots[0]).toEqual(ist(0, "11:00"));
    expect(slots[15]).toEqual(ist(0, "14:45"));
    expect(slots[16]).toEqual(ist(1, "11:00"));
    expect(slots.at(-1)).toEqual(ist(1, "14:45"));
    // Anyone may ask (a guest choosing when to order); an unknown restaurant is NOT_FOUND.
    const guest = await gql(app.agent(), SLOTS, { restaurantId: lunchPlace.id });
    expect(guest.data!.deliverySlots).toHaveLength(32);
    expect(errorCode(await gql(app.agent(), SLOTS, { restaurantId: randomUUID() }))).toBe("NOT_FOUND");

    // At 10:20 the first slot 45 minutes ahead is still 11:00; at 14:20 today's last one is gone.
    clockNow = ist(0, "14:20").getTime();
    const afternoon = (await gql(customer.agent, SLOTS, { restaurantId: lunchPlace.id })).data!.deliverySlots;
    expect(new Date(afternoon[0]!)).toEqual(ist(1, "11:00"));
  });

  it("refuses a moment too soon, too far, off the quarter hours or outside the restaurant's hours, saying why", async () => {
    expect(refusal(await place(ist(0, "10:30")))).toEqual({ code: "DELIVERY_TIME_INVALID", reason: "TOO_SOON" });
    expect(refusal(await place(ist(2, "11:00")))).toEqual({ code: "DELIVERY_TIME_INVALID", reason: "TOO_FAR" });
    expect(refusal(await place(ist(0, "13:10")))).toEqual({ code: "DELIVERY_TIME_INVALID", reason: "NOT_A_SLOT" });
    expect(refusal(await place(new Date(ist(0, "13:00").getTime() + 1000)))).toEqual({
      code: "DELIVERY_TIME_INVALID",
      reason: "NOT_A_SLOT",
    });
    expect(refusal(await place(ist(0, "16:00")))).toEqual({ code: "DELIVERY_TIME_INVALID", reason: "RESTAURANT_CLOSED_THEN" });
    // Without a time the restaurant must be open now, as before.
    expect(errorCode(await place(null))).toBe("RESTAURANT_CLOSED");
  });

  it("judges stock now and an item's serving hours at the delivery moment", async () => {
    const afternoonOnly = await insertMenuItem(app.db, lunchPlace.id, { name: "Afternoon Mirchi Bajji" });
    await app.db.query(`UPDATE menu_items SET available_from = '14:00', available_until = '15:00' WHERE id = $1`, [afternoonOnly.id]);
    expect(errorCode(await place(ist(0, "13:00"), [afternoonOnly]))).toBe("ITEM_NOT_AVAILABLE_NOW");
    const teaTime = await place(ist(0, "14:30"), [afternoonOnly]);
    expect(teaTime.errors).toBeUndefined();
    expect(teaTime.data!.placeOrder.status).toBe("SCHEDULED");
    const soldOut = await insertMenuItem(app.db, lunchPlace.id, { name: "Sold Out Pulihora", isAvailable: false });
    expect(errorCode(await place(ist(0, "13:00"), [soldOut]))).toBe("ITEM_UNAVAILABLE");
  });

  it("takes a slot in the restaurant's hours while it is closed now; the order waits and the customer may cancel it", async () => {
    const placed = await place(ist(0, "13:00"));
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder).toMatchObject({ status: "SCHEDULED", deliverAt: ist(0, "13:00").toISOString() });
    const order = await statusOf(placed.data!.placeOrder.id);
    expect(order.allowedNextStatuses).toEqual(["CANCELLED"]);
    expect(order.statusHistory).toEqual([{ fromStatus: null, toStatus: "SCHEDULED", changedByName: null }]);
    // Not on the kitchen board while it waits.
    const board = await gql(admin.agent, BOARD, { restaurantId: lunchPlace.id });
    expect(board.data!.restaurantOrders.items.map((item) => item.id)).not.toContain(order.id);

    const cancelled = await gql(customer.agent, CANCEL, { id: order.id });
    expect(cancelled.data!.cancelOrder.status).toBe("CANCELLED");
    // Its release time passes: a cancelled order stays cancelled.
    clockNow = ist(0, "12:30").getTime();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await statusOf(order.id)).status).toBe("CANCELLED");
  });

  it("takes an idempotency key's time as part of the request: the same key for another time is refused", async () => {
    await fillCart(app.db, customer.id, lunchPlace.id, [{ menuItemId: thali.id, quantity: 1 }]);
    const idempotencyKey = randomUUID();
    const first = await gql(customer.agent, PLACE_LATER, {
      input: { addressId, idempotencyKey, deliverAt: ist(0, "13:00").toISOString() },
    });
    expect(first.errors).toBeUndefined();
    const again = await gql(customer.agent, PLACE_LATER, {
      input: { addressId, idempotencyKey, deliverAt: ist(0, "13:00").toISOString() },
    });
    expect(again.errors).toBeUndefined();
    expect(again.data!.placeOrder.id).toBe(first.data!.placeOrder.id);
    const otherTime = await gql(customer.agent, PLACE_LATER, {
      input: { addressId, idempotencyKey, deliverAt: ist(0, "13:15").toISOString() },
    });
    expect(errorCode(otherTime)).toBe("IDEMPOTENCY_KEY_REUSED");
    await gql(customer.agent, CANCEL, { id: first.data!.placeOrder.id });
  });

  it("releases the order to the kitchen board as new when its preparation must start, and no sooner; then it cannot be cancelled", async () => {
    const placed = await place(ist(1, "13:00"));
    const id = placed.data!.placeOrder.id;
    // No accepted orders yet: 20 minutes' preparation, 5 to accept, 25 for a ride to an address without a position.
    const release = ist(1, "12:10").getTime();
    clockNow = release - 60_000;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await statusOf(id)).status).toBe("SCHEDULED");

    clockNow = release;
    await waitForStatus(id, "PENDING");
    const board = await gql(admin.agent, BOARD, { restaurantId: lunchPlace.id });
    expect(board.data!.restaurantOrders.items).toContainEqual({ id, deliverAt: ist(1, "13:00").toISOString() });
    const released = await statusOf(id);
    // Moved by Ruchi itself: no person in the history; the customer is offered no cancelling.
    expect(released.statusHistory.at(-1)).toEqual({ fromStatus: "SCHEDULED", toStatus: "PENDING", changedByName: null });
    expect(released.allowedNextStatuses).toEqual([]);
    expect(errorCode(await gql(customer.agent, CANCEL, { id }))).toBe("INVALID_STATUS_TRANSITION");
    const history = await app.db.query(`SELECT changed_by_id FROM order_status_changes WHERE order_id = $1 AND to_status = 'pending'`, [
      id,
    ]);
    expect(history.rows).toEqual([{ changed_by_id: null }]);
  });

  it("names the time in the placed e-mail, in India's time", async () => {
    const placed = await place(ist(1, "13:00"));
    expect(placed.errors).toBeUndefined();
    const shortId = placed.data!.placeOrder.id.slice(-6).toUpperCase();
    const mail = await app.mail.latest(customer.email, new RegExp(`#${shortId} is placed`));
    expect(mail.text).toContain("For 1:00 pm, Thu, 3 Dec");
  });
});
