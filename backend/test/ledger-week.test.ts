import { randomUUID } from "node:crypto";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { NO_TAX, SET_CART_TIP, UPDATE_TAX_SETTINGS } from "./support/charges";
import { APPLY_COUPON, CREATE_COUPON, PLACE_ORDER_BILL, couponInput } from "./support/coupons";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { gql, ok } from "./support/graphql";
import { CANCEL_ORDER } from "./support/operations";
import { fillCart, insertAddress, kmNorthOfTown } from "./support/order-fixtures";
import {
  MARK_DELIVERY_FAILED,
  MARK_PICKED_UP,
  assign,
  kolkataToday,
  officeMoves,
  pickUpAndDeliver,
  signedInRider,
  type Person,
} from "./support/riders";
import { RECORD_LEDGER_CORRECTION, RESTAURANT_STATEMENTS } from "./support/statements";
import { MARK_DELIVERED_PAID, SET_UPI_SETTINGS } from "./support/upi";
import { startTestApp, type TestApp } from "./support/test-app";

/**
 * The books of a generated week (issue 31, docs/money.md): orders paid in cash and by UPI, coupons
 * borne by the service and by a restaurant, tips, a cancelled order and a failed delivery, and a
 * correction. The restaurants' statements and the ledger check must agree to the paisa.
 */

let app: TestApp;
let superadmin: Person;
let admin: Person;
let rider: Person;
const kitchens: Array<{ restaurant: RestaurantRow; dish: MenuItemRow }> = [];
const startedAt = new Date(Date.now() - 60_000);

/** A small seeded generator (mulberry32): the same week every run. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

beforeAll(async () => {
  app = await startTestApp({ env: { AUTH_IP_LIMIT_FACTOR: "50" } });
  superadmin = await signedInStaff(app, "superadmin");
  admin = await signedInStaff(app, "admin");
  rider = await signedInRider(app, superadmin);
  ok(
    await gql(superadmin.agent, UPDATE_TAX_SETTINGS, {
      input: { ...NO_TAX, gstin: "37AABCU9603R1ZM", legalName: "Ruchi Foods LLP", address: "Main Road, Bhimavaram 534201" },
    }),
  );
  ok(
    await gql(superadmin.agent, SET_UPI_SETTINGS, {
      input: { defaultCommissionPercent: 15, upiId: "ruchi@okaxis", upiPayeeName: "Ruchi Foods" },
    }),
  );
  for (const [name, dish, paise] of [
    ["Week Biryani House", "Week Biryani", 22000],
    ["Week Tiffins", "Week Idli", 6000],
  ] as const) {
    const restaurant = await insertRestaurant(app.db, { name, deliveryRadiusKm: 10 });
    kitchens.push({
      restaurant,
      dish: await insertMenuItem(app.db, restaurant.id, { name: dish, originalPricePaise: paise, offerPricePaise: paise }),
    });
  }
});
afterAll(() => app.stop());

async function place(kitchen: (typeof kitchens)[number], quantity: number, extras: { coupon?: string; tip?: number }) {
  const customer = await signedInCustomer(app);
  const addressId = await insertAddress(app.db, customer.id, kmNorthOfTown(1 + quantity));
  await fillCart(app.db, customer.id, kitchen.restaurant.id, [{ menuItemId: kitchen.dish.id, quantity }]);
  if (extras.coupon) ok(await gql(customer.agent, APPLY_COUPON, { code: extras.coupon }));
  if (extras.tip) ok(await gql(customer.agent, SET_CART_TIP, { amount: extras.tip }));
  const order = ok(await gql(customer.agent, PLACE_ORDER_BILL, { i: { addressId, idempotencyKey: randomUUID() } })).placeOrder;
  return { customer, id: order.id, total: order.total };
}

async function sumOf(sql: string, parameters: unknown[] = []): Promise<number> {
  return Number((await app.db.query(sql, parameters)).rows[0].sum ?? 0);
}

it("a week of orders: the statements' payables and the ledger check agree to the paisa", async () => {
  const random = generator(31);
  const serviceCoupon = ok(await gql(admin.agent, CREATE_COUPON, { input: couponInput({ value: 40 }) })).createCoupon;
  const restaurantCoupon = ok(
    await gql(admin.agent, CREATE_COUPON, { input: couponInput({ value: 30, restaurantIds: [kitchens[0]!.restaurant.id] }) }),
  ).createCoupon;

  let upiReference = 412345678900;
  const delivered: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const kitchen = kitchens[random(2)]!;
    const couponChoice = random(3);
    const coupon =
      couponChoice === 1 ? serviceCoupon.code : couponChoice === 2 && kitchen === kitchens[0] ? restaurantCoupon.code : undefined;
    const order = await place(kitchen, 1 + random(3), { coupon, tip: [0, 10, 20][random(3)] });
    await officeMoves(admin.agent, order.id, "CONFIRMED", "PREPARING");
    await assign(admin.agent, order.id, rider.id);
    if (index % 3 === 0) {
      ok(await gql(rider.agent, MARK_PICKED_UP, { orderId: order.id }));
      upiReference += 1;
      ok(await gql(rider.agent, MARK_DELIVERED_PAID, { orderId: order.id, cash: 0, paidBy: "UPI", ref: String(upiReference) }));
    } else {
      await pickUpAndDeliver(rider.agent, order.id, order.total);
    }
    delivered.push(order.id);
  }
  const cancelled = await place(kitchens[1]!, 2, {});
  ok(await gql(cancelled.customer.agent, CANCEL_ORDER, { id: cancelled.id }));
  const failed = await place(kitchens[0]!, 1, { tip: 10 });
  await officeMoves(admin.agent, failed.id, "CONFIRMED", "PREPARING");
  await assign(admin.agent, failed.id, rider.id);
  ok(await gql(rider.agent, MARK_PICKED_UP, { orderId: failed.id }));
  ok(await gql(rider.agent, MARK_DELIVERY_FAILED, { orderId: failed.id, reason: "Nobody at home" }));
  ok(
    await gql(superadmin.agent, RECORD_LEDGER_CORRECTION, {
      input: { account: "RESTAURANT", amount: -12.5, restaurantId: kitchens[1]!.restaurant.id, reason: "A refund for a cold idli" },
    }),
  );

  // The week had both kinds of payment, both kinds of coupon and tips.
  const methods = (await app.db.query(`SELECT DISTINCT method FROM ledger_entries WHERE kind = 'COLLECTED' ORDER BY method`)).rows;
  expect(methods).toEqual([{ method: "CASH" }, { method: "UPI" }]);
  const kinds = (await app.db.query(`SELECT DISTINCT kind FROM ledger_entries`)).rows.map((row: { kind: string }) => row.kind);
  expect(kinds).toEqual(expect.arrayContaining(["SERVICE_DISCOUNT", "RESTAURANT_DISCOUNT", "TIP", "CORRECTION", "TAX", "COMMISSION_TAX"]));
  expect(await sumOf(`SELECT count(*) AS sum FROM ledger_entries WHERE order_id = ANY($1)`, [[cancelled.id, failed.id]])).toBe(0);

  const balance = await app.running.services.ledger.balance(startedAt, new Date(Date.now() + 60_000));
  expect(balance).toMatchObject({ balanced: true, differencePaise: 0, unbalancedOrderIds: [] });
  const deliveredTotal = await sumOf(`SELECT sum(total_paise) AS sum FROM orders WHERE id = ANY($1)`, [delivered]);
  expect(balance.collectedPaise).toBe(deliveredTotal);

  // Each restaurant's statement of this week is its ledger share, and with the service's keep,
  // the taxes and the rider's share they make up every paisa collected.
  const today = kolkataToday();
  let payablePaise = 0;
  for (const { restaurant } of kitchens) {
    const statements = ok(await gql(admin.agent, RESTAURANT_STATEMENTS, { restaurantId: restaurant.id, from: today, to: today }));
    expect(statements.restaurantStatements).toHaveLength(1);
    const statement = statements.restaurantStatements[0]!;
    const share = await sumOf(`SELECT sum(amount_paise) AS sum FROM ledger_entries WHERE account = 'RESTAURANT' AND restaurant_id = $1`, [
      restaurant.id,
    ]);
    expect(Math.round(statement.payable * 100)).toBe(share);
    expect(
      Math.round(
        (statement.foodValue -
          statement.restaurantDiscounts -
          statement.commission -
          statement.commissionTax +
          statement.corrections -
          statement.collectedAtCounter) *
          100,
      ),
    ).toBe(share);
    payablePaise += share;
  }
  const ofAccount = (account: string) => sumOf(`SELECT sum(amount_paise) AS sum FROM ledger_entries WHERE account = $1`, [account]);
  expect(payablePaise + (await ofAccount("SERVICE")) + (await ofAccount("GST")) + (await ofAccount("RIDER"))).toBe(deliveredTotal);
});
