import { randomUUID } from "node:crypto";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { gql, ok } from "./support/graphql";
import { fillCart, insertAddress, kmNorthOfTown } from "./support/order-fixtures";
import { MARK_DELIVERY_FAILED, MARK_PICKED_UP, assign, officeMoves, pickUpAndDeliver, signedInRider, type Person } from "./support/riders";
import { startTestApp, type TestApp } from "./support/test-app";
import { NO_TAX, SET_CART_TIP, UPDATE_TAX_SETTINGS } from "./support/charges";
import { APPLY_COUPON, CREATE_COUPON, PLACE_ORDER_BILL, couponInput } from "./support/coupons";
import { CANCEL_ORDER } from "./support/operations";

/** The ledger (issue 31 item 1; docs/money.md): a delivered order's money as entries that balance. */

let app: TestApp;
let superadmin: Person;
let admin: Person;
let biryani: RestaurantRow;
let tiffins: RestaurantRow;
let plate: MenuItemRow;
let idli: MenuItemRow;
const startedAt = new Date(Date.now() - 60_000);

beforeAll(async () => {
  app = await startTestApp({ env: { AUTH_IP_LIMIT_FACTOR: "20" } });
  superadmin = await signedInStaff(app, "superadmin");
  admin = await signedInStaff(app, "admin");
  biryani = await insertRestaurant(app.db, { name: "Ledger Biryani House", deliveryRadiusKm: 10 });
  tiffins = await insertRestaurant(app.db, { name: "Ledger Tiffins", deliveryRadiusKm: 10 });
  plate = await insertMenuItem(app.db, biryani.id, { name: "Ledger Biryani", originalPricePaise: 22000, offerPricePaise: 22000 });
  idli = await insertMenuItem(app.db, tiffins.id, { name: "Ledger Idli", originalPricePaise: 6000, offerPricePaise: 6000 });
  ok(
    await gql(superadmin.agent, UPDATE_TAX_SETTINGS, {
      input: { ...NO_TAX, gstin: "37AABCU9603R1ZM", legalName: "Ruchi Foods LLP", address: "Main Road, Bhimavaram 534201" },
    }),
  );
});
afterAll(() => app.stop());

/** A new customer 1 km away places these lines, with a coupon and a tip when given. */
async function placed(restaurant: RestaurantRow, item: MenuItemRow, quantity: number, extras: { coupon?: string; tip?: number } = {}) {
  const customer = await signedInCustomer(app);
  const addressId = await insertAddress(app.db, customer.id, kmNorthOfTown(1));
  await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: item.id, quantity }]);
  if (extras.coupon) ok(await gql(customer.agent, APPLY_COUPON, { code: extras.coupon }));
  if (extras.tip) ok(await gql(customer.agent, SET_CART_TIP, { amount: extras.tip }));
  const order = ok(await gql(customer.agent, PLACE_ORDER_BILL, { i: { addressId, idempotencyKey: randomUUID() } })).placeOrder;
  return { customer, id: order.id, total: order.total };
}

async function entriesOf(orderId: string): Promise<Array<{ account: string; kind: string; paise: number; method: string | null }>> {
  const { rows } = await app.db.query(
    `SELECT account, kind, amount_paise::int AS paise, method FROM ledger_entries WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return rows;
}

describe("the ledger", () => {
  let worked: { id: string; total: number };

  it("books the worked order of docs/money.md when it is delivered, and nothing before", async () => {
    const everyone = ok(await gql(admin.agent, CREATE_COUPON, { input: couponInput({ value: 50 }) })).createCoupon;
    worked = await placed(biryani, plate, 3, { coupon: everyone.code, tip: 20 });
    expect(worked.total).toBe(695.9);
    await officeMoves(admin.agent, worked.id, "CONFIRMED", "PREPARING", "OUT_FOR_DELIVERY");
    expect(await entriesOf(worked.id)).toEqual([]);

    await officeMoves(admin.agent, worked.id, "DELIVERED");
    expect(await entriesOf(worked.id)).toEqual([
      { account: "CUSTOMER", kind: "COLLECTED", paise: -69590, method: "CASH" },
      { account: "RESTAURANT", kind: "FOOD", paise: 66000, method: null },
      { account: "RESTAURANT", kind: "COMMISSION", paise: -9900, method: null },
      { account: "RESTAURANT", kind: "COMMISSION_TAX", paise: -1782, method: null },
      { account: "SERVICE", kind: "COMMISSION", paise: 9900, method: null },
      { account: "SERVICE", kind: "DELIVERY_FEE", paise: 3000, method: null },
      { account: "SERVICE", kind: "SERVICE_DISCOUNT", paise: -5000, method: null },
      { account: "GST", kind: "TAX", paise: 3590, method: null },
      { account: "GST", kind: "COMMISSION_TAX", paise: 1782, method: null },
      { account: "RIDER", kind: "TIP", paise: 2000, method: null },
    ]);
  });

  it("takes a restaurant's own coupon from its share, and books the rider's short cash as the service's difference", async () => {
    const own = ok(await gql(admin.agent, CREATE_COUPON, { input: couponInput({ value: 60, restaurantIds: [biryani.id] }) })).createCoupon;
    const order = await placed(biryani, plate, 1, { coupon: own.code });
    const rider = await signedInRider(app, superadmin);
    await officeMoves(admin.agent, order.id, "CONFIRMED", "PREPARING");
    await assign(admin.agent, order.id, rider.id);
    await pickUpAndDeliver(rider.agent, order.id, order.total - 10, "Customer had no change");

    const entries = await entriesOf(order.id);
    const amount = (account: string, kind: string) => entries.find((entry) => entry.account === account && entry.kind === kind)?.paise;
    expect(amount("RESTAURANT", "RESTAURANT_DISCOUNT")).toBe(-6000);
    expect(amount("SERVICE", "SERVICE_DISCOUNT")).toBeUndefined();
    // 15% of the ₹160 the restaurant sold after its own coupon.
    expect(amount("SERVICE", "COMMISSION")).toBe(2400);
    expect(amount("CUSTOMER", "COLLECTED")).toBe(-Math.round((order.total - 10) * 100));
    expect(amount("SERVICE", "COLLECTION_DIFFERENCE")).toBe(-1000);
    const { rows } = await app.db.query(
      `SELECT DISTINCT rider_id FROM ledger_entries WHERE order_id = $1 AND account IN ('CUSTOMER', 'RIDER')`,
      [order.id],
    );
    expect(rows).toEqual([{ rider_id: rider.id }]);
  });

  it("writes nothing for a cancelled order or a failed delivery: nothing was collected", async () => {
    const cancelled = await placed(tiffins, idli, 2);
    ok(await gql(cancelled.customer.agent, CANCEL_ORDER, { id: cancelled.id }));
    const failed = await placed(tiffins, idli, 1);
    const rider = await signedInRider(app, superadmin);
    await officeMoves(admin.agent, failed.id, "CONFIRMED", "PREPARING");
    await assign(admin.agent, failed.id, rider.id);
    ok(await gql(rider.agent, MARK_PICKED_UP, { orderId: failed.id }));
    ok(await gql(rider.agent, MARK_DELIVERY_FAILED, { orderId: failed.id, reason: "Nobody at home" }));
    expect(await entriesOf(cancelled.id)).toEqual([]);
    expect(await entriesOf(failed.id)).toEqual([]);
  });

  it("never changes an entry, and never books an order twice", async () => {
    await expect(app.db.query(`UPDATE ledger_entries SET amount_paise = 0 WHERE order_id = $1`, [worked.id])).rejects.toThrow(
      /never changed/,
    );
    await expect(app.db.query(`DELETE FROM ledger_entries WHERE order_id = $1`, [worked.id])).rejects.toThrow(/never changed/);
    await expect(
      app.db.query(`INSERT INTO ledger_entries (account, kind, amount_paise, order_id) VALUES ('RIDER', 'TIP', 2000, $1)`, [worked.id]),
    ).rejects.toThrow(/ledger_entries_order_id_account_kind_key/);
  });

  it("balances over the period: collected = shares + commission + fees + tips + taxes − the service's coupons", async () => {
    const plain = await placed(tiffins, idli, 3);
    await officeMoves(admin.agent, plain.id, "CONFIRMED", "PREPARING", "OUT_FOR_DELIVERY", "DELIVERED");

    const balance = await app.running.services.ledger.balance(startedAt, new Date(Date.now() + 60_000));
    const { rows } = await app.db.query(`SELECT coalesce(sum(total_paise), 0)::int AS total FROM orders WHERE status = 'delivered'`);
    expect(balance).toMatchObject({ balanced: true, differencePaise: 0, unbalancedOrderIds: [] });
    // Every delivered bill, less the ₹10 the rider did not collect.
    expect(balance.collectedPaise).toBe(rows[0].total - 1000);
    expect(balance.serviceDiscountsPaise).toBe(-5000);
    expect(balance.tipsPaise).toBe(2000);
    expect(balance.sharesPaise).toBe(balance.collectedPaise);
    // An entry that breaks an order's sum is found, and named.
    await app.db.query(`INSERT INTO ledger_entries (account, kind, amount_paise, order_id) VALUES ('SERVICE', 'CORRECTION', 100, $1)`, [
      plain.id,
    ]);
    const broken = await app.running.services.ledger.balance(startedAt, new Date(Date.now() + 60_000));
    expect(broken).toMatchObject({ balanced: false, differencePaise: 100, unbalancedOrderIds: [plain.id] });
  });
});
