import { randomUUID } from "node:crypto";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { createApiKey, keyAgent } from "./support/api-keys";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql, ok } from "./support/graphql";
import { addStaff } from "./support/kitchen";
import { fillCart, insertAddress, kmNorthOfTown } from "./support/order-fixtures";
import { officeMoves, type Person } from "./support/riders";
import { startTestApp, type TestApp } from "./support/test-app";
import { APPLY_COUPON, CREATE_COUPON, PLACE_ORDER_BILL, couponInput } from "./support/coupons";
import { MARK_STATEMENT_PAID as MARK_PAID, PAYOUT_STATEMENTS, RESTAURANT_STATEMENTS as STATEMENTS } from "./support/statements";
import { kolkataDate } from "../src/common/calendar-day";
import { mondayOf, sundayOf } from "../src/modules/ledger/statement-week";

/** Restaurants' weekly statements (issue 31 item 2; docs/money.md): read from the ledger, paid once. */

let app: TestApp;
let superadmin: Person;
let admin: Person;
let staffOfA: Person;
let kitchenA: RestaurantRow;
let kitchenB: RestaurantRow;
let dosa: MenuItemRow;

const today = () => kolkataDate(new Date());
const thisMonday = () => mondayOf(today());
/** The Monday three weeks back: a closed week. */
const pastMonday = () => mondayOf(new Date(Date.parse(`${thisMonday()}T00:00:00Z`) - 21 * 86_400_000).toISOString().slice(0, 10));

beforeAll(async () => {
  app = await startTestApp({ env: { AUTH_IP_LIMIT_FACTOR: "20" } });
  superadmin = await signedInStaff(app, "superadmin");
  admin = await signedInStaff(app, "admin");
  kitchenA = await insertRestaurant(app.db, { name: "Statement Dosa Corner", deliveryRadiusKm: 10 });
  kitchenB = await insertRestaurant(app.db, { name: "Statement Meals", deliveryRadiusKm: 10 });
  dosa = await insertMenuItem(app.db, kitchenA.id, { name: "Statement Masala Dosa", originalPricePaise: 12000, offerPricePaise: 12000 });
  staffOfA = await signedInCustomer(app);
  await addStaff(admin.agent, kitchenA.id, staffOfA.email);
});
afterAll(() => app.stop());

async function deliveredOrder(quantity: number, coupon?: string): Promise<string> {
  const customer = await signedInCustomer(app);
  const addressId = await insertAddress(app.db, customer.id, kmNorthOfTown(1));
  await fillCart(app.db, customer.id, kitchenA.id, [{ menuItemId: dosa.id, quantity }]);
  if (coupon) ok(await gql(customer.agent, APPLY_COUPON, { code: coupon }));
  const { id } = ok(await gql(customer.agent, PLACE_ORDER_BILL, { i: { addressId, idempotencyKey: randomUUID() } })).placeOrder;
  await officeMoves(admin.agent, id, "CONFIRMED", "PREPARING", "OUT_FOR_DELIVERY", "DELIVERED");
  return id;
}

/** Entries of a delivered ₹500 order in a past week, written as the delivery writes them (15% commission, no GST). */
async function pastWeekEntries(restaurantId: string, monday: string) {
  const at = `${monday}T12:00:00+05:30`;
  const orderId = randomUUID();
  for (const [account, kind, paise] of [
    ["CUSTOMER", "COLLECTED", -53000],
    ["RESTAURANT", "FOOD", 50000],
    ["RESTAURANT", "COMMISSION", -7500],
    ["SERVICE", "COMMISSION", 7500],
    ["SERVICE", "DELIVERY_FEE", 3000],
  ] as const) {
    await app.db.query(
      `INSERT INTO ledger_entries (at, account, kind, amount_paise, order_id, restaurant_id) VALUES ($1, $2, $3, $4, $5, $6)`,
      [at, account, kind, paise, orderId, restaurantId],
    );
  }
}

describe("restaurants' weekly statements", () => {
  it("sum the week's delivered orders from the ledger: food − its own coupons − commission − its GST", async () => {
    const own = ok(await gql(admin.agent, CREATE_COUPON, { input: couponInput({ value: 40, restaurantIds: [kitchenA.id] }) })).createCoupon;
    await deliveredOrder(2);
    await deliveredOrder(1, own.code);
    const week = { restaurantId: kitchenA.id, from: today(), to: today() };
    const [statement] = ok(await gql(staffOfA.agent, STATEMENTS, week)).restaurantStatements;
    // ₹360 of dosas, ₹40 off borne by the restaurant, 15% of ₹320 = ₹48, no GSTIN: no tax on it.
    expect(statement).toEqual({
      id: `${kitchenA.id}/${thisMonday()}`,
      restaurantId: kitchenA.id,
      restaurantName: kitchenA.name,
      weekStart: thisMonday(),
      weekEnd: sundayOf(thisMonday()),
      ordersDelivered: 2,
      foodValue: 360,
      restaurantDiscounts: 40,
      commission: 48,
      commissionTax: 0,
      corrections: 0,
      collectedAtCounter: 0,
      payable: 272,
      paidOn: null,
      paidReference: null,
    });
    // Read again, by an admin: the same figures.
    expect(ok(await gql(admin.agent, STATEMENTS, week)).restaurantStatements).toEqual([statement]);
  });

  it("are their restaurant's staff's and the office's only", async () => {
    const key = await createApiKey(superadmin.agent, { name: "Statement reader", scopes: ["ORDERS_READ"], restaurantIds: [kitchenA.id] });
    const ofA = { restaurantId: kitchenA.id, from: today(), to: today() };
    const customer = await signedInCustomer(app);
    expect({
      otherRestaurant: errorCode(await gql(staffOfA.agent, STATEMENTS, { ...ofA, restaurantId: kitchenB.id })),
      customer: errorCode(await gql(customer.agent, STATEMENTS, ofA)),
      key: errorCode(await gql(keyAgent(app.url, key.secret), STATEMENTS, ofA)),
      anonymous: errorCode(await gql(app.agent(), STATEMENTS, ofA)),
      tooLong: errorCode(await gql(admin.agent, STATEMENTS, { ...ofA, from: "2024-01-01" })),
      badDay: errorCode(await gql(admin.agent, STATEMENTS, { ...ofA, from: "2026-02-30" })),
    }).toEqual({
      otherRestaurant: "FORBIDDEN",
      customer: "FORBIDDEN",
      key: "FORBIDDEN",
      anonymous: "UNAUTHENTICATED",
      tooLong: "BAD_USER_INPUT",
      badDay: "BAD_USER_INPUT",
    });
  });

  it("are paid once, by a superadmin, after the week ended; a later correction shows in the week it was made", async () => {
    const monday = pastMonday();
    await pastWeekEntries(kitchenA.id, monday);
    const id = `${kitchenA.id}/${monday}`;
    const paidOn = today();
    const payment = { statementId: id, reference: "UTR 412345678901", paidOn };

    expect(errorCode(await gql(admin.agent, MARK_PAID, payment))).toBe("FORBIDDEN");
    expect(errorCode(await gql(staffOfA.agent, MARK_PAID, payment))).toBe("FORBIDDEN");
    expect(errorCode(await gql(superadmin.agent, MARK_PAID, { ...payment, statementId: `${kitchenA.id}/${thisMonday()}` }))).toBe(
      "STATEMENT_NOT_CLOSED",
    );
    expect(errorCode(await gql(superadmin.agent, MARK_PAID, { ...payment, statementId: `${kitchenB.id}/${monday}` }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(superadmin.agent, MARK_PAID, { ...payment, reference: " " }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await gql(superadmin.agent, MARK_PAID, { ...payment, paidOn: monday }))).toBe("BAD_USER_INPUT");

    const paid = ok(await gql(superadmin.agent, MARK_PAID, payment)).markStatementPaid;
    expect(paid).toEqual({ id, payable: 425, paidOn, paidReference: "UTR 412345678901" });
    expect(errorCode(await gql(superadmin.agent, MARK_PAID, payment))).toBe("STATEMENT_ALREADY_PAID");

    // The office owed ₹25 more on that week's order: a correction dated now, in this week.
    await app.db.query(
      `INSERT INTO ledger_entries (account, kind, amount_paise, restaurant_id, note) VALUES ('RESTAURANT', 'CORRECTION', 2500, $1, 'Packaging'), ('SERVICE', 'CORRECTION', -2500, $1, 'Packaging')`,
      [kitchenA.id],
    );
    const statements = ok(
      await gql(admin.agent, STATEMENTS, { restaurantId: kitchenA.id, from: monday, to: today() }),
    ).restaurantStatements;
    expect(statements.map((s) => [s.weekStart, s.payable, s.corrections, s.paidReference])).toEqual([
      [monday, 425, 0, "UTR 412345678901"],
      [thisMonday(), 297, 25, null],
    ]);
  });

  it("are listed for the office's Payouts, every restaurant's, the unpaid first (admins only)", async () => {
    const range = { from: pastMonday(), to: today() };
    const payouts = ok(await gql(admin.agent, PAYOUT_STATEMENTS, range)).payoutStatements;
    expect(payouts.map((s) => [s.restaurantName, s.weekStart, s.payable, s.paidOn])).toEqual([
      [kitchenA.name, thisMonday(), 297, null],
      [kitchenA.name, pastMonday(), 425, today()],
    ]);
    const key = await createApiKey(superadmin.agent, { name: "Payouts reader", scopes: ["ORDERS_READ"], restaurantIds: [kitchenA.id] });
    expect([
      errorCode(await gql(staffOfA.agent, PAYOUT_STATEMENTS, range)),
      errorCode(await gql(keyAgent(app.url, key.secret), PAYOUT_STATEMENTS, range)),
      errorCode(await gql(admin.agent, PAYOUT_STATEMENTS, { from: "2024-01-01", to: today() })),
    ]).toEqual(["FORBIDDEN", "FORBIDDEN", "BAD_USER_INPUT"]);
  });
});
