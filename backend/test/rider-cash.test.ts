import { randomUUID } from "node:crypto";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql, type GraphQLResult } from "./support/graphql";
import { insertAddress } from "./support/order-fixtures";
import {
  assign,
  fieldsOf,
  kolkataToday,
  MARK_DELIVERED,
  MARK_DELIVERY_FAILED,
  MARK_PICKED_UP,
  officeMoves,
  pickUpAndDeliver,
  placeOrderOf,
  RECORD_CASH_HANDOVER,
  RIDER_CASH_SUMMARIES,
  RIDER_CASH_SUMMARY,
  RIDER_ME,
  RIDERS,
  signedInRider,
  type Person,
} from "./support/riders";
import { startTestApp, type TestApp } from "./support/test-app";

let app: TestApp;
let superadmin: Person;
let admin: Person;
let restaurant: RestaurantRow;
/** Dishes whose orders (with the ₹30 delivery) come to ₹110.11, ₹120.22 and ₹130.33: sums a float would get wrong. */
const dishes: string[] = [];
let customer: Person & { addressId: string };

beforeAll(async () => {
  // Every account here signs in from 127.0.0.1: a per-IP sign-in limit for a town's carrier NAT.
  app = await startTestApp({ env: { AUTH_IP_LIMIT_FACTOR: "20" } });
  superadmin = await signedInStaff(app, "superadmin");
  admin = await signedInStaff(app, "admin");
  await app.db.query(`UPDATE users SET user_name = 'Office Admin' WHERE id = $1`, [admin.id]);
  restaurant = await insertRestaurant(app.db, { name: "Bhimavaram Biryani" });
  for (const offerPricePaise of [8011, 9022, 10033]) dishes.push((await insertMenuItem(app.db, restaurant.id, { offerPricePaise })).id);
  const signedIn = await signedInCustomer(app);
  customer = { ...signedIn, addressId: await insertAddress(app.db, signedIn.id) };
});
afterAll(() => app.stop());

const outcome = (result: GraphQLResult) => (result.errors ? String(errorCode(result)) : "answered");

/** An order of one of the dishes, taken out by the office as far as a rider's pick-up, and assigned to the rider. */
async function assignedOrder(rider: Person, dish = 0): Promise<{ id: string; total: number }> {
  const order = await placeOrderOf(app, customer, customer.addressId, restaurant.id, [{ menuItemId: dishes[dish]!, quantity: 1 }]);
  await officeMoves(admin.agent, order.id, "CONFIRMED", "PREPARING");
  await assign(admin.agent, order.id, rider.id);
  return order;
}

const summaryOf = async (agent: Person["agent"], riderId: string, date = kolkataToday()) => {
  const result = await gql(agent, RIDER_CASH_SUMMARY, { riderId, date });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.riderCashSummary;
};

describe("a rider's cash over a day", () => {
  it("adds up the day's deliveries, a shortfall and a handover submitted twice at once, to the paisa", async () => {
    const rider = await signedInRider(app, superadmin, { userName: "Kiran Kumar", phone: "9876543213" });
    const orders = [await assignedOrder(rider, 0), await assignedOrder(rider, 1), await assignedOrder(rider, 2)];
    expect(orders.map((order) => order.total)).toEqual([110.11, 120.22, 130.33]);
    await pickUpAndDeliver(rider.agent, orders[0]!.id, 110.11);
    await pickUpAndDeliver(rider.agent, orders[1]!.id, 110.22, "no change");
    await pickUpAndDeliver(rider.agent, orders[2]!.id, 130.33);
    // A failed delivery brings no cash, and is counted apart.
    const failed = await assignedOrder(rider, 0);
    await gql(rider.agent, MARK_PICKED_UP, { orderId: failed.id });
    expect(outcome(await gql(rider.agent, MARK_DELIVERY_FAILED, { orderId: failed.id, reason: "Nobody home" }))).toBe("answered");

    const today = kolkataToday();
    const before = await summaryOf(admin.agent, rider.id);
    expect(before).toEqual({
      date: today,
      deliveries: 3,
      failedDeliveries: 1,
      expectedCash: 360.66,
      collected: 350.66,
      handedOver: 0,
      difference: -360.66,
      cashInHand: 350.66,
      handovers: [],
      rider: { id: rider.id, name: "Kiran Kumar", phone: "9876543213", onShift: true, cashInHand: 350.66, openDeliveries: 0 },
    });
    expect((await gql(rider.agent, RIDER_ME)).data?.riderMe.cashInHand).toBe(350.66);
    expect((await gql(admin.agent, RIDERS)).data!.riders.find((r) => r.id === rider.id)?.cashInHand).toBe(350.66);

    // The dialog's Save, clicked twice at once, and then sent once more (a retry): one handover.
    const key = randomUUID();
    const handover = { riderId: rider.id, amount: 350.66, note: "Counted at the counter", key };
    const [first, second] = await Promise.all([
      gql(admin.agent, RECORD_CASH_HANDOVER, handover),
      gql(admin.agent, RECORD_CASH_HANDOVER, handover),
    ]);
    const retry = await gql(admin.agent, RECORD_CASH_HANDOVER, handover);
    expect([first.errors, second.errors, retry.errors]).toEqual([undefined, undefined, undefined]);
    const recorded = first.data!.recordCashHandover;
    expect([second.data!.recordCashHandover.id, retry.data!.recordCashHandover.id]).toEqual([recorded.id, recorded.id]);
    expect(recorded).toEqual({
      id: expect.any(String),
      riderId: rider.id,
      amount: 350.66,
      expected: 350.66,
      difference: 0,
      note: "Counted at the counter",
      recordedByName: "Office Admin",
      createdAt: expect.any(String),
    });
    const rows = await app.db.query(`SELECT id, amount_paise, expected_paise FROM cash_handovers WHERE rider_id = $1`, [rider.id]);
    expect(rows.rows).toEqual([{ id: recorded.id, amount_paise: 35066, expected_paise: 35066 }]);
    const settled = await app.db.query(`SELECT count(*)::int AS n FROM orders WHERE cash_handover_id = $1`, [recorded.id]);
    expect(settled.rows[0].n).toBe(3);

    const after = await summaryOf(admin.agent, rider.id);
    expect(after).toMatchObject({
      deliveries: 3,
      expectedCash: 360.66,
      collected: 350.66,
      handedOver: 350.66,
      difference: -10,
      cashInHand: 0,
    });
    expect(after.handovers).toEqual([recorded]);
    expect((await gql(rider.agent, RIDER_ME)).data?.riderMe.cashInHand).toBe(0);

    // The same key for other details is a mistake, not a new handover; with nothing in hand there is nothing to record.
    expect(errorCode(await gql(admin.agent, RECORD_CASH_HANDOVER, { ...handover, amount: 350 }))).toBe("IDEMPOTENCY_KEY_REUSED");
    const other = await signedInRider(app, superadmin);
    expect(errorCode(await gql(admin.agent, RECORD_CASH_HANDOVER, { ...handover, riderId: other.id }))).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(errorCode(await gql(admin.agent, RECORD_CASH_HANDOVER, { ...handover, key: randomUUID() }))).toBe("NO_CASH_IN_HAND");
    expect(errorCode(await gql(admin.agent, RECORD_CASH_HANDOVER, { riderId: rider.id, amount: 0 }))).toBe("NO_CASH_IN_HAND");
    expect((await app.db.query(`SELECT count(*)::int AS n FROM cash_handovers WHERE rider_id = $1`, [rider.id])).rows[0].n).toBe(1);

    // The rider reads their own day; the day before has nothing of it.
    expect(await summaryOf(rider.agent, rider.id)).toEqual(after);
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(await summaryOf(admin.agent, rider.id, yesterday)).toMatchObject({
      date: yesterday,
      deliveries: 0,
      failedDeliveries: 0,
      expectedCash: 0,
      collected: 0,
      handedOver: 0,
      difference: 0,
      cashInHand: 0,
      handovers: [],
    });
  });

  it("settles everything in hand with a short handover, and records a second one at the same moment only once", async () => {
    const rider = await signedInRider(app, superadmin);
    const order = await assignedOrder(rider, 2);
    await pickUpAndDeliver(rider.agent, order.id, 130.33);
    const [one, two] = await Promise.all([
      gql(admin.agent, RECORD_CASH_HANDOVER, { riderId: rider.id, amount: 120.33, note: "₹10 missing", key: randomUUID() }),
      gql(admin.agent, RECORD_CASH_HANDOVER, { riderId: rider.id, amount: 120.33, note: "₹10 missing", key: randomUUID() }),
    ]);
    expect([outcome(one), outcome(two)].sort()).toEqual(["NO_CASH_IN_HAND", "answered"]);
    const recorded = (one.data ?? two.data)!.recordCashHandover;
    expect(recorded).toMatchObject({ amount: 120.33, expected: 130.33, difference: -10, note: "₹10 missing" });
    expect(await summaryOf(admin.agent, rider.id)).toMatchObject({
      expectedCash: 130.33,
      collected: 130.33,
      handedOver: 120.33,
      difference: -10,
      cashInHand: 0,
    });

    // Cash collected after the handover is the rider's again, until the next one.
    const next = await assignedOrder(rider, 0);
    await pickUpAndDeliver(rider.agent, next.id, 110.11);
    expect(await summaryOf(admin.agent, rider.id)).toMatchObject({
      deliveries: 2,
      expectedCash: 240.44,
      handedOver: 120.33,
      difference: -120.11,
      cashInHand: 110.11,
    });
  });

  it("refuses handovers that are not money, or not a UUID key", async () => {
    const rider = await signedInRider(app, superadmin);
    const order = await assignedOrder(rider, 0);
    await pickUpAndDeliver(rider.agent, order.id, 110.11);
    for (const amount of [-1, 110.111]) {
      expect(errorCode(await gql(admin.agent, RECORD_CASH_HANDOVER, { riderId: rider.id, amount }))).toBe("BAD_USER_INPUT");
    }
    const badKey = await gql(admin.agent, RECORD_CASH_HANDOVER, { riderId: rider.id, amount: 110.11, key: "click-1" });
    expect([errorCode(badKey), fieldsOf(badKey)]).toEqual(["BAD_USER_INPUT", ["idempotencyKey"]]);
    expect(errorCode(await gql(admin.agent, RECORD_CASH_HANDOVER, { riderId: randomUUID(), amount: 1 }))).toBe("NOT_FOUND");
    expect((await summaryOf(admin.agent, rider.id)).cashInHand).toBe(110.11);
  });

  it("counts a failure for the rider who could not deliver, not for the rider the order is given to afterwards", async () => {
    const first = await signedInRider(app, superadmin, { userName: "First Rider" });
    const second = await signedInRider(app, superadmin, { userName: "Second Rider" });
    const order = await assignedOrder(first, 1);
    await gql(first.agent, MARK_PICKED_UP, { orderId: order.id });
    expect(outcome(await gql(first.agent, MARK_DELIVERY_FAILED, { orderId: order.id, reason: "Wrong address" }))).toBe("answered");
    expect((await summaryOf(admin.agent, first.id)).failedDeliveries).toBe(1);

    await assign(admin.agent, order.id, second.id);
    await officeMoves(admin.agent, order.id, "OUT_FOR_DELIVERY");
    // Sent out again by the office, the order is already on its way: the second rider delivers it.
    expect(outcome(await gql(second.agent, MARK_DELIVERED, { orderId: order.id, cash: order.total }))).toBe("answered");
    const [firstDay, secondDay] = [await summaryOf(admin.agent, first.id), await summaryOf(admin.agent, second.id)];
    expect([firstDay.deliveries, firstDay.failedDeliveries]).toEqual([0, 1]);
    expect([secondDay.deliveries, secondDay.failedDeliveries, secondDay.expectedCash]).toEqual([1, 0, 120.22]);
  });
});

describe("who may read and record cash", () => {
  it("lets a rider read their own day only, and refuses dates that are no day", async () => {
    const rider = await signedInRider(app, superadmin);
    const other = await signedInRider(app, superadmin);
    const today = kolkataToday();
    expect(outcome(await gql(rider.agent, RIDER_CASH_SUMMARY, { riderId: rider.id, date: today }))).toBe("answered");
    expect(errorCode(await gql(rider.agent, RIDER_CASH_SUMMARY, { riderId: other.id, date: today }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(customer.agent, RIDER_CASH_SUMMARY, { riderId: rider.id, date: today }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(customer.agent, RIDER_CASH_SUMMARY, { riderId: customer.id, date: today }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(rider.agent, RIDER_CASH_SUMMARIES, { date: today }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(rider.agent, RECORD_CASH_HANDOVER, { riderId: rider.id, amount: 1 }))).toBe("FORBIDDEN");
    for (const date of ["2026-02-30", "26-11-2026", "2026-1-5", "yesterday", ""]) {
      const single = await gql(admin.agent, RIDER_CASH_SUMMARY, { riderId: rider.id, date });
      const all = await gql(admin.agent, RIDER_CASH_SUMMARIES, { date });
      expect(`${date}: ${errorCode(single)} ${fieldsOf(single)} / ${errorCode(all)} ${fieldsOf(all)}`).toBe(
        `${date}: BAD_USER_INPUT date / BAD_USER_INPUT date`,
      );
    }
    expect(errorCode(await gql(admin.agent, RIDER_CASH_SUMMARY, { riderId: randomUUID(), date: today }))).toBe("NOT_FOUND");
    // A customer who never delivered has no cash day.
    expect(errorCode(await gql(admin.agent, RIDER_CASH_SUMMARY, { riderId: customer.id, date: today }))).toBe("NOT_FOUND");
  });

  it("lists every rider's day by name, the same figures as each rider's own", async () => {
    const quiet = await signedInRider(app, superadmin, { userName: "Aaa Quiet Rider", onShift: false });
    const today = kolkataToday();
    const all = (await gql(admin.agent, RIDER_CASH_SUMMARIES, { date: today })).data!.riderCashSummaries;
    const { rows } = await app.db.query(`SELECT id FROM users WHERE role = 'rider'`);
    expect(all.map((summary) => summary.rider.id).sort()).toEqual(rows.map((row: { id: string }) => row.id).sort());
    const names = all.map((summary) => summary.rider.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(all.find((summary) => summary.rider.id === quiet.id)).toMatchObject({ deliveries: 0, cashInHand: 0, rider: { onShift: false } });
    for (const summary of all) expect(await summaryOf(admin.agent, summary.rider.id)).toEqual(summary);
  });
});
