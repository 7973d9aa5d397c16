import { randomUUID } from "node:crypto";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { createApiKey, keyAgent } from "./support/api-keys";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql, ok } from "./support/graphql";
import { fillCart, insertAddress, kmNorthOfTown } from "./support/order-fixtures";
import { assign, officeMoves, pickUpAndDeliver, signedInRider, type Person } from "./support/riders";
import { startTestApp, type TestApp } from "./support/test-app";
import { SET_CART_TIP } from "./support/charges";
import { PLACE_ORDER_BILL } from "./support/coupons";
import { MARK_RIDER_PAID, RIDER_EARNINGS, RIDER_PAY_SETTINGS, RIDER_PAYOUTS, UPDATE_RIDER_PAY_SETTINGS } from "./support/rider-pay";
import { kolkataDate } from "../src/common/calendar-day";
import { mondayOf, sundayOf } from "../src/modules/ledger/statement-week";

/** Riders' earnings (issue 31 item 4; docs/money.md#riders-pay): a fee per delivery by distance, fixed when delivered, paid weekly. */

let app: TestApp;
let superadmin: Person;
let admin: Person;
let riderA: Person;
let riderB: Person;
let kitchen: RestaurantRow;
let meals: MenuItemRow;
const startedAt = new Date(Date.now() - 60_000);

const today = () => kolkataDate(new Date());
const thisMonday = () => mondayOf(today());
/** The Monday three weeks back: a closed week. */
const pastMonday = () => mondayOf(new Date(Date.parse(`${thisMonday()}T00:00:00Z`) - 21 * 86_400_000).toISOString().slice(0, 10));

beforeAll(async () => {
  app = await startTestApp({ env: { AUTH_IP_LIMIT_FACTOR: "20" } });
  superadmin = await signedInStaff(app, "superadmin");
  admin = await signedInStaff(app, "admin");
  riderA = await signedInRider(app, superadmin, { userName: "Pay Rider A" });
  riderB = await signedInRider(app, superadmin, { userName: "Pay Rider B" });
  kitchen = await insertRestaurant(app.db, { name: "Rider Pay Meals", deliveryRadiusKm: 10 });
  meals = await insertMenuItem(app.db, kitchen.id, { name: "Rider Pay Thali", originalPricePaise: 15000, offerPricePaise: 15000 });
});
afterAll(() => app.stop());

/** A new customer `km` north of the restaurant orders a thali (with a tip when given); the rider delivers it. */
async function delivered(rider: Person, km: number, tip = 0): Promise<string> {
  const customer = await signedInCustomer(app);
  const addressId = await insertAddress(app.db, customer.id, kmNorthOfTown(km));
  await fillCart(app.db, customer.id, kitchen.id, [{ menuItemId: meals.id, quantity: 1 }]);
  if (tip) ok(await gql(customer.agent, SET_CART_TIP, { amount: tip }));
  const order = ok(await gql(customer.agent, PLACE_ORDER_BILL, { i: { addressId, idempotencyKey: randomUUID() } })).placeOrder;
  await officeMoves(admin.agent, order.id, "CONFIRMED", "PREPARING");
  await assign(admin.agent, order.id, rider.id);
  await pickUpAndDeliver(rider.agent, order.id, order.total);
  return order.id;
}

const earningsOf = async (agent: Person["agent"], riderId: string, from = today(), to = today()) =>
  ok(await gql(agent, RIDER_EARNINGS, { riderId, from, to })).riderEarnings;

describe("riders' pay", () => {
  it("is set by a superadmin and read by staff, ₹30 within 3 km and ₹8 a km beyond until then", async () => {
    expect(ok(await gql(admin.agent, RIDER_PAY_SETTINGS)).riderPaySettings).toEqual({
      riderBaseFee: 30,
      riderBaseDistanceKm: 3,
      riderPerKmFee: 8,
    });
    const input = { riderBaseFee: 25, riderBaseDistanceKm: 2, riderPerKmFee: 10 };
    expect(errorCode(await gql(admin.agent, UPDATE_RIDER_PAY_SETTINGS, { input }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(superadmin.agent, UPDATE_RIDER_PAY_SETTINGS, { input: { ...input, riderBaseFee: -1 } }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(errorCode(await gql(superadmin.agent, UPDATE_RIDER_PAY_SETTINGS, { input: { ...input, riderBaseDistanceKm: 2.25 } }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(ok(await gql(superadmin.agent, UPDATE_RIDER_PAY_SETTINGS, { input })).updateRiderPaySettings).toEqual(input);
    expect(ok(await gql(admin.agent, RIDER_PAY_SETTINGS)).riderPaySettings).toEqual(input);
  });

  it("books each delivery's fee by its distance, with the tip, as the rider's, paid by the service", async () => {
    const near = await delivered(riderA, 1, 20);
    const far = await delivered(riderA, 4);
    const { rows } = await app.db.query(
      `SELECT order_id AS "orderId", account, kind, amount_paise::int AS paise, distance_km::float8 AS km, rider_id AS "riderId"
         FROM ledger_entries WHERE order_id = ANY($1) AND (account = 'RIDER' OR kind = 'RIDER_FEE') ORDER BY order_id, account, kind`,
      [[near, far]],
    );
    const of = (orderId: string) => rows.filter((row) => row.orderId === orderId).map(({ orderId: _, ...row }) => row);
    // 1 km: the base fee; 4 km with 2 km included: two started kilometres more.
    expect(of(near)).toEqual([
      { account: "RIDER", kind: "DELIVERY_FEE", paise: 2500, km: 1, riderId: riderA.id },
      { account: "RIDER", kind: "TIP", paise: 2000, km: null, riderId: riderA.id },
      { account: "SERVICE", kind: "RIDER_FEE", paise: -2500, km: null, riderId: null },
    ]);
    expect(of(far)).toEqual([
      { account: "RIDER", kind: "DELIVERY_FEE", paise: 4500, km: 4, riderId: riderA.id },
      { account: "SERVICE", kind: "RIDER_FEE", paise: -4500, km: null, riderId: null },
    ]);
    // Every order's entries still sum to zero.
    const sums = await app.db.query(`SELECT sum(amount_paise)::int AS sum FROM ledger_entries WHERE order_id = ANY($1) GROUP BY order_id`, [
      [near, far],
    ]);
    expect(sums.rows).toEqual([{ sum: 0 }, { sum: 0 }]);
  });

  it("shows a rider their own earnings, and admins any rider's; nobody else", async () => {
    const expected = { deliveries: 2, distanceKm: 5, fees: 70, tips: 20, corrections: 0, total: 90 };
    expect(await earningsOf(riderA.agent, riderA.id)).toEqual(expected);
    expect(await earningsOf(admin.agent, riderA.id)).toEqual(expected);
    expect(await earningsOf(riderB.agent, riderB.id)).toEqual({ deliveries: 0, distanceKm: 0, fees: 0, tips: 0, corrections: 0, total: 0 });
    // The week so far holds today.
    expect(await earningsOf(riderA.agent, riderA.id, thisMonday(), today())).toEqual(expected);

    const key = await createApiKey(superadmin.agent, { name: "Earnings reader", scopes: ["ORDERS_READ"], restaurantIds: [kitchen.id] });
    const customer = await signedInCustomer(app);
    const ofA = { riderId: riderA.id, from: today(), to: today() };
    expect({
      otherRider: errorCode(await gql(riderB.agent, RIDER_EARNINGS, ofA)),
      customer: errorCode(await gql(customer.agent, RIDER_EARNINGS, ofA)),
      key: errorCode(await gql(keyAgent(app.url, key.secret), RIDER_EARNINGS, ofA)),
      anonymous: errorCode(await gql(app.agent(), RIDER_EARNINGS, ofA)),
      notARider: errorCode(await gql(admin.agent, RIDER_EARNINGS, { ...ofA, riderId: customer.id })),
      tooLong: errorCode(await gql(admin.agent, RIDER_EARNINGS, { ...ofA, from: "2024-01-01" })),
      reversed: errorCode(await gql(riderA.agent, RIDER_EARNINGS, { ...ofA, from: "2026-02-02", to: "2026-02-01" })),
      badDay: errorCode(await gql(riderA.agent, RIDER_EARNINGS, { ...ofA, from: "2026-02-30" })),
    }).toEqual({
      otherRider: "FORBIDDEN",
      customer: "FORBIDDEN",
      key: "FORBIDDEN",
      anonymous: "UNAUTHENTICATED",
      notARider: "NOT_FOUND",
      tooLong: "BAD_USER_INPUT",
      reversed: "BAD_USER_INPUT",
      badDay: "BAD_USER_INPUT",
    });
  });

  it("keeps past fees when the settings change later; new deliveries earn the new fee", async () => {
    const before = await earningsOf(riderA.agent, riderA.id);
    ok(await gql(superadmin.agent, UPDATE_RIDER_PAY_SETTINGS, { input: { riderBaseFee: 50, riderBaseDistanceKm: 5, riderPerKmFee: 12 } }));
    expect(await earningsOf(riderA.agent, riderA.id)).toEqual(before);
    await delivered(riderA, 4);
    expect(await earningsOf(riderA.agent, riderA.id)).toEqual({
      ...before,
      deliveries: before.deliveries + 1,
      distanceKm: before.distanceKm + 4,
      fees: before.fees + 50,
      total: before.total + 50,
    });
  });

  it("pays no fee for an order no rider carried", async () => {
    const customer = await signedInCustomer(app);
    const addressId = await insertAddress(app.db, customer.id, kmNorthOfTown(2));
    await fillCart(app.db, customer.id, kitchen.id, [{ menuItemId: meals.id, quantity: 1 }]);
    const order = ok(await gql(customer.agent, PLACE_ORDER_BILL, { i: { addressId, idempotencyKey: randomUUID() } })).placeOrder;
    await officeMoves(admin.agent, order.id, "CONFIRMED", "PREPARING", "OUT_FOR_DELIVERY", "DELIVERED");
    const { rows } = await app.db.query(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE order_id = $1 AND (account = 'RIDER' OR kind = 'RIDER_FEE')`,
      [order.id],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it("keeps the books balanced: the riders' fees are the service's, paid out", async () => {
    const balance = await app.running.services.ledger.balance(startedAt, new Date(Date.now() + 60_000));
    expect(balance).toMatchObject({ balanced: true, differencePaise: 0, unbalancedOrderIds: [], tipsPaise: 2000 });
    expect(balance.riderFeesPaise).toBe(2500 + 4500 + 5000);
    expect(balance.serviceRiderFeesPaise).toBe(-balance.riderFeesPaise);
    expect(balance.sharesPaise).toBe(balance.collectedPaise);
  });

  it("lists riders' weeks to pay, and records a closed week's payment once, by a superadmin", async () => {
    const monday = pastMonday();
    const orderId = randomUUID();
    // A delivery of that week, booked as a delivery books it: ₹38 for 4.2 km and a ₹10 tip.
    for (const [account, kind, paise, riderId, km] of [
      ["CUSTOMER", "COLLECTED", -4800, riderA.id, null],
      ["RIDER", "DELIVERY_FEE", 3800, riderA.id, 4.2],
      ["SERVICE", "RIDER_FEE", -3800, null, null],
      ["SERVICE", "DELIVERY_FEE", 3800, null, null],
      ["RIDER", "TIP", 1000, riderA.id, null],
    ] as const) {
      await app.db.query(
        `INSERT INTO ledger_entries (at, account, kind, amount_paise, order_id, rider_id, distance_km) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [`${monday}T12:00:00+05:30`, account, kind, paise, orderId, riderId, km],
      );
    }
    const weeks = ok(await gql(admin.agent, RIDER_PAYOUTS, { from: monday, to: today() })).riderPayouts;
    const past = weeks.find((week) => week.riderId === riderA.id && week.weekStart === monday);
    expect(past).toEqual({
      id: `${riderA.id}/${monday}`,
      riderId: riderA.id,
      riderName: "Pay Rider A",
      weekStart: monday,
      weekEnd: sundayOf(monday),
      isClosed: true,
      deliveries: 1,
      distanceKm: 4.2,
      fees: 38,
      tips: 10,
      corrections: 0,
      total: 48,
      paidOn: null,
      paidReference: null,
    });
    expect(weeks.find((week) => week.riderId === riderA.id && week.weekStart === thisMonday())).toMatchObject({ isClosed: false });
    expect(errorCode(await gql(riderA.agent, RIDER_PAYOUTS, { from: monday, to: today() }))).toBe("FORBIDDEN");

    const payment = { riderId: riderA.id, weekStart: monday, reference: "UTR 512345678901", paidOn: today() };
    expect(errorCode(await gql(admin.agent, MARK_RIDER_PAID, payment))).toBe("FORBIDDEN");
    expect(errorCode(await gql(riderA.agent, MARK_RIDER_PAID, payment))).toBe("FORBIDDEN");
    expect(errorCode(await gql(superadmin.agent, MARK_RIDER_PAID, { ...payment, weekStart: thisMonday() }))).toBe("RIDER_WEEK_NOT_CLOSED");
    expect(errorCode(await gql(superadmin.agent, MARK_RIDER_PAID, { ...payment, weekStart: sundayOf(monday) }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await gql(superadmin.agent, MARK_RIDER_PAID, { ...payment, riderId: riderB.id }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(superadmin.agent, MARK_RIDER_PAID, { ...payment, reference: " " }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await gql(superadmin.agent, MARK_RIDER_PAID, { ...payment, paidOn: monday }))).toBe("BAD_USER_INPUT");

    expect(ok(await gql(superadmin.agent, MARK_RIDER_PAID, payment)).markRiderPaid).toEqual({
      id: `${riderA.id}/${monday}`,
      total: 48,
      paidOn: today(),
      paidReference: "UTR 512345678901",
    });
    expect(errorCode(await gql(superadmin.agent, MARK_RIDER_PAID, payment))).toBe("RIDER_WEEK_ALREADY_PAID");
    const { rows } = await app.db.query(`SELECT paid_paise::int AS paise FROM rider_payments WHERE rider_id = $1`, [riderA.id]);
    expect(rows).toEqual([{ paise: 4800 }]);
    const again = ok(await gql(admin.agent, RIDER_PAYOUTS, { from: monday, to: today() })).riderPayouts;
    expect(again.find((week) => week.id === `${riderA.id}/${monday}`)).toMatchObject({
      paidOn: today(),
      paidReference: "UTR 512345678901",
    });
  });
});
