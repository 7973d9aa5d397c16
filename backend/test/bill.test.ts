import { randomUUID } from "node:crypto";
import request from "supertest";
import { Webhook as StandardWebhook } from "standardwebhooks";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { createApiKey, keyAgent } from "./support/api-keys";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { documentText, errorCode, gql, ok } from "./support/graphql";
import { fillCart, insertAddress, kmNorthOfTown } from "./support/order-fixtures";
import { assign, kolkataToday, officeMoves, pickUpAndDeliver, signedInRider, type Person } from "./support/riders";
import { startTestApp, type TestApp } from "./support/test-app";
import { createWebhook, eventually, WebhookReceiver } from "./support/webhooks";
import { graphql } from "./gql";
import type { DeliverySettingsInput, OrderBillQuery, TaxSettingsInput } from "./gql/graphql";
import {
  DELIVERY_SETTINGS,
  FLAT,
  NO_TAX,
  SET_CART_TIP,
  TAX_SETTINGS,
  UPDATE_DELIVERY_SETTINGS,
  UPDATE_TAX_SETTINGS,
} from "./support/charges";

/** The bill (issue 29): the charges' settings, the fee by distance, the minimum order, tips, GST, and one bill everywhere. */

const CART_BILL = graphql(`
  query CartBill($addressId: ID) {
    cart { itemsTotal deliveryCharge total tip canCheckout minimumOrderShortfall bill(addressId: $addressId) { ...BillFields } }
  }
`);
const PLACE_BILLED_ORDER = graphql(`
  mutation PlaceBilledOrder($i: PlaceOrderInput!) {
    placeOrder(input: $i) { id itemsTotal deliveryCharge total tip bill { ...BillFields } }
  }
`);
const ORDER_BILL = graphql(`
  query OrderBill($id: ID!) { order(id: $id) { id total tip bill { ...BillFields } } }
`);
const KEY_ORDERS_BILL = graphql(`
  query KeyOrdersBill($restaurantId: ID!) { restaurantOrders(restaurantId: $restaurantId) { items { id total bill { ...BillFields } } } }
`);
const SET_MINIMUM_ORDER = graphql(`
  mutation SetMinimumOrder($id: ID!, $i: RestaurantUpdateInput!) { updateRestaurant(id: $id, input: $i) { id minimumOrder } }
`);
const CLEAR_TIPPED_CART = graphql(`
  mutation ClearTippedCart { clearCart { tip total } }
`);
const RIDER_CARD_TIP = graphql(`
  query RiderCardTip { riderOrders { id total tip } }
`);
const CASH_WITH_TIPS = graphql(`
  query CashWithTips($riderId: ID!, $date: String!) {
    riderCashSummary(riderId: $riderId, date: $date) { deliveries expectedCash tips collected cashInHand difference }
  }
`);

const BY_DISTANCE: DeliverySettingsInput = { baseFee: 30, baseDistanceKm: 3, perKmFee: 8, freeAbove: 500 };
const GST: TaxSettingsInput = { ...NO_TAX, gstin: "37AABCU9603R1ZM", legalName: "Ruchi Foods LLP", address: "Main Road, Bhimavaram" };

let app: TestApp;
let superadmin: Person;
let admin: Person;
let restaurant: RestaurantRow;
/** ₹100, and ₹123.45: an amount whose GST halves do not come out even. */
let thali: MenuItemRow;
let awkward: MenuItemRow;

beforeAll(async () => {
  app = await startTestApp({ env: { AUTH_IP_LIMIT_FACTOR: "20", WEBHOOK_ALLOW_LOCAL: "true" } });
  superadmin = await signedInStaff(app, "superadmin");
  admin = await signedInStaff(app, "admin");
  restaurant = await insertRestaurant(app.db, { name: "Bill Thali House", deliveryRadiusKm: 10 });
  thali = await insertMenuItem(app.db, restaurant.id, { name: "Andhra Thali", originalPricePaise: 10000, offerPricePaise: 10000 });
  awkward = await insertMenuItem(app.db, restaurant.id, { name: "Odd Curry", originalPricePaise: 12345, offerPricePaise: 12345 });
});
afterAll(() => app.stop());

async function settings(delivery: DeliverySettingsInput, tax: TaxSettingsInput = NO_TAX): Promise<void> {
  ok(await gql(superadmin.agent, UPDATE_DELIVERY_SETTINGS, { input: delivery }));
  ok(await gql(superadmin.agent, UPDATE_TAX_SETTINGS, { input: tax }));
}

/** A customer with an address `km` north of the restaurant. */
async function customerAt(km: number): Promise<Person & { addressId: string }> {
  const customer = await signedInCustomer(app);
  return { ...customer, addressId: await insertAddress(app.db, customer.id, kmNorthOfTown(km)) };
}

const cartBill = async (customer: Person, addressId: string | null = null) => ok(await gql(customer.agent, CART_BILL, { addressId })).cart;
const feeLine = (bill: { lines: Array<{ kind: string; label: string; amount: number }> }) =>
  bill.lines.find((line) => line.kind === "DELIVERY_FEE");

describe("the charges' settings", () => {
  afterAll(() => settings(FLAT));

  it("start as the flat ₹30 with no tax, and anyone may read the delivery fee's rule", async () => {
    expect(ok(await gql(app.agent(), DELIVERY_SETTINGS)).deliverySettings).toEqual(FLAT);
    expect(ok(await gql(admin.agent, TAX_SETTINGS)).taxSettings).toEqual(NO_TAX);
  });

  it("are changed by superadmins only; the tax is read by staff only", async () => {
    const key = await createApiKey(superadmin.agent, { name: "Bill reader", scopes: ["ORDERS_READ"], restaurantIds: [restaurant.id] });
    const customer = await signedInCustomer(app);
    const refused = {
      anonymous: app.agent(),
      customer: customer.agent,
      admin: admin.agent,
      "API key": keyAgent(app.url, key.secret),
    };
    for (const [who, agent] of Object.entries(refused)) {
      const delivery = await gql(agent, UPDATE_DELIVERY_SETTINGS, { input: { ...FLAT, baseFee: 1 } });
      const tax = await gql(agent, UPDATE_TAX_SETTINGS, { input: GST });
      expect([who, errorCode(delivery), errorCode(tax)]).toEqual([
        who,
        expect.stringMatching(/^(UNAUTHENTICATED|FORBIDDEN)$/),
        expect.stringMatching(/^(UNAUTHENTICATED|FORBIDDEN)$/),
      ]);
    }
    expect(errorCode(await gql(customer.agent, TAX_SETTINGS))).toBe("FORBIDDEN");
    expect(errorCode(await gql(app.agent(), TAX_SETTINGS))).toBe("UNAUTHENTICATED");
    expect(ok(await gql(app.agent(), DELIVERY_SETTINGS)).deliverySettings).toEqual(FLAT);

    expect(ok(await gql(superadmin.agent, UPDATE_DELIVERY_SETTINGS, { input: BY_DISTANCE })).updateDeliverySettings).toEqual(BY_DISTANCE);
    expect(ok(await gql(app.agent(), DELIVERY_SETTINGS)).deliverySettings).toEqual(BY_DISTANCE);
    expect(ok(await gql(superadmin.agent, UPDATE_TAX_SETTINGS, { input: GST })).updateTaxSettings).toEqual(GST);
    expect(ok(await gql(admin.agent, TAX_SETTINGS)).taxSettings).toEqual(GST);
    await settings(FLAT);
  });

  it("reach another node at once: its copy is forgotten through the event bus", async () => {
    const peer = request.agent((await app.startPeer()).url) as unknown as Person["agent"];
    // The peer reads the settings and keeps them (for 5 minutes unless told).
    expect(ok(await gql(peer, DELIVERY_SETTINGS)).deliverySettings).toEqual(FLAT);
    ok(await gql(superadmin.agent, UPDATE_DELIVERY_SETTINGS, { input: BY_DISTANCE }));
    const seen = await eventually(
      async () => ok(await gql(peer, DELIVERY_SETTINGS)).deliverySettings,
      (read) => read.perKmFee === BY_DISTANCE.perKmFee,
      3000,
    );
    expect(seen).toEqual(BY_DISTANCE);
    await settings(FLAT);
  });

  it("refuses amounts that are not whole paise, a malformed GSTIN and rates above 28%", async () => {
    const bad = [
      gql(superadmin.agent, UPDATE_DELIVERY_SETTINGS, { input: { ...FLAT, baseFee: 30.001 } }),
      gql(superadmin.agent, UPDATE_DELIVERY_SETTINGS, { input: { ...FLAT, perKmFee: -1 } }),
      gql(superadmin.agent, UPDATE_DELIVERY_SETTINGS, { input: { ...FLAT, baseDistanceKm: 2.25 } }),
      gql(superadmin.agent, UPDATE_TAX_SETTINGS, { input: { ...GST, gstin: "37AABCU9603R1ZN" } }),
      gql(superadmin.agent, UPDATE_TAX_SETTINGS, { input: { ...GST, foodTaxPercent: 29 } }),
      gql(superadmin.agent, UPDATE_TAX_SETTINGS, { input: { ...GST, deliveryTaxPercent: 2.555 } }),
    ];
    expect((await Promise.all(bad)).map(errorCode)).toEqual(Array(6).fill("BAD_USER_INPUT"));
    expect(ok(await gql(app.agent(), DELIVERY_SETTINGS)).deliverySettings).toEqual(FLAT);
  });
});

describe("the delivery fee by distance", () => {
  afterAll(() => settings(FLAT));

  it("is the base fee at 0 km and inside the base distance, more per started km beyond, nothing above freeAbove", async () => {
    await settings(BY_DISTANCE);
    const customer = await signedInCustomer(app);
    const at = async (km: number) => insertAddress(app.db, customer.id, kmNorthOfTown(km));
    const [zero, inside, beyond] = [await at(0), await at(2.5), await at(5.5)];
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: thali.id, quantity: 1 }]);
    expect(feeLine((await cartBill(customer, zero)).bill)).toEqual({ kind: "DELIVERY_FEE", label: "Delivery fee (0.0 km)", amount: 30 });
    expect(feeLine((await cartBill(customer, inside)).bill)).toEqual({ kind: "DELIVERY_FEE", label: "Delivery fee (2.5 km)", amount: 30 });
    // 5.5 km: 2.5 km beyond the 3 included, three started kilometres at ₹8.
    const far = await cartBill(customer, beyond);
    expect(feeLine(far.bill)).toEqual({ kind: "DELIVERY_FEE", label: "Delivery fee (5.5 km)", amount: 54 });
    expect(far.bill.total).toBe(154);
    // Without an address asked for, the fee is the latest address's, and the cart's figures agree with that bill.
    const latest = await cartBill(customer);
    expect(latest).toMatchObject({ itemsTotal: 100, deliveryCharge: 54, total: 154 });
    expect(latest.bill.total).toBe(154);

    // ₹500 of items: free at any distance.
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: thali.id, quantity: 5 }]);
    const free = await cartBill(customer, beyond);
    expect(feeLine(free.bill)!.amount).toBe(0);
    expect(free.bill.total).toBe(500);

    // The placed order charges what the cart showed for that address.
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: thali.id, quantity: 1 }]);
    const placed = ok(await gql(customer.agent, PLACE_BILLED_ORDER, { i: { addressId: beyond, idempotencyKey: randomUUID() } })).placeOrder;
    expect(placed).toMatchObject({ itemsTotal: 100, deliveryCharge: 54, total: 154 });
    expect(placed.bill).toEqual(far.bill);
  });

  it("prices only the caller's own addresses", async () => {
    const customer = await customerAt(1);
    const other = await customerAt(1);
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: thali.id, quantity: 1 }]);
    expect(errorCode(await gql(customer.agent, CART_BILL, { addressId: other.addressId }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(customer.agent, CART_BILL, { addressId: "not-an-id" }))).toBe("NOT_FOUND");
  });

  it("is the base fee without any address, and the empty cart has no lines", async () => {
    await settings(BY_DISTANCE);
    const customer = await signedInCustomer(app);
    expect((await cartBill(customer)).bill).toEqual({ total: 0, lines: [] });
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: thali.id, quantity: 1 }]);
    expect(feeLine((await cartBill(customer)).bill)).toEqual({ kind: "DELIVERY_FEE", label: "Delivery fee", amount: 30 });
  });
});

describe("the minimum order", () => {
  afterAll(() => gql(admin.agent, SET_MINIMUM_ORDER, { id: restaurant.id, i: { minimumOrder: 0 } }));

  it("blocks checkout below it, says what is missing, and refuses the order over GraphQL and the legacy path", async () => {
    expect(errorCode(await gql(admin.agent, SET_MINIMUM_ORDER, { id: restaurant.id, i: { minimumOrder: 150.005 } }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(
      ok(await gql(admin.agent, SET_MINIMUM_ORDER, { id: restaurant.id, i: { minimumOrder: 150 } })).updateRestaurant.minimumOrder,
    ).toBe(150);
    const customer = await customerAt(1);
    const cartId = await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: thali.id, quantity: 1 }]);
    expect(await cartBill(customer)).toMatchObject({ canCheckout: false, minimumOrderShortfall: 50 });

    const refused = await gql(customer.agent, PLACE_BILLED_ORDER, { i: { addressId: customer.addressId, idempotencyKey: randomUUID() } });
    expect(errorCode(refused)).toBe("BELOW_MINIMUM_ORDER");
    expect(refused.errors![0]!.extensions).toMatchObject({ missing: 50, minimumOrder: 150 });
    const legacy = await customer.agent
      .post("/api/shop/order/create")
      .send({ userId: customer.id, cartId, addressInfo: { addressId: customer.addressId } });
    expect(legacy.body).toMatchObject({ success: false, code: "BELOW_MINIMUM_ORDER" });
    expect(legacy.body.message).toContain("₹50.00 more");

    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: thali.id, quantity: 2 }]);
    expect(await cartBill(customer)).toMatchObject({ canCheckout: true, minimumOrderShortfall: null });
    ok(await gql(customer.agent, PLACE_BILLED_ORDER, { i: { addressId: customer.addressId, idempotencyKey: randomUUID() } }));
  });
});

describe("tips", () => {
  it("add a TIP line, stay with the order, show on the rider's card and apart from the office's cash", async () => {
    const customer = await customerAt(1);
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: thali.id, quantity: 1 }]);
    expect((await Promise.all([200.01, -1, 10.005].map((amount) => gql(customer.agent, SET_CART_TIP, { amount })))).map(errorCode)).toEqual(
      ["BAD_USER_INPUT", "BAD_USER_INPUT", "BAD_USER_INPUT"],
    );
    const tipped = ok(await gql(customer.agent, SET_CART_TIP, { amount: 20.5 })).setCartTip;
    expect(tipped).toMatchObject({ tip: 20.5, total: 150.5 });
    expect(tipped.bill.lines.at(-1)).toEqual({ kind: "TIP", label: "Tip for your rider", amount: 20.5 });
    const cart = await cartBill(customer, customer.addressId);

    const placed = ok(
      await gql(customer.agent, PLACE_BILLED_ORDER, { i: { addressId: customer.addressId, idempotencyKey: randomUUID() } }),
    ).placeOrder;
    expect(placed).toMatchObject({ total: 150.5, tip: 20.5 });
    expect(placed.bill).toEqual(cart.bill);
    expect((await cartBill(customer)).tip).toBe(0);
    const row = (await app.db.query(`SELECT tip_paise, total_paise FROM orders WHERE id = $1`, [placed.id])).rows[0];
    expect(row).toEqual({ tip_paise: 2050, total_paise: 15050 });

    const rider = await signedInRider(app, superadmin);
    await officeMoves(admin.agent, placed.id, "CONFIRMED", "PREPARING");
    await assign(admin.agent, placed.id, rider.id);
    expect(ok(await gql(rider.agent, RIDER_CARD_TIP)).riderOrders).toEqual([{ id: placed.id, total: 150.5, tip: 20.5 }]);
    await pickUpAndDeliver(rider.agent, placed.id, 150.5);
    const cash = ok(await gql(admin.agent, CASH_WITH_TIPS, { riderId: rider.id, date: kolkataToday() })).riderCashSummary;
    expect(cash).toEqual({ deliveries: 1, expectedCash: 130, tips: 20.5, collected: 150.5, cashInHand: 130, difference: -130 });
  });

  it("go when the cart is emptied", async () => {
    const customer = await customerAt(1);
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: thali.id, quantity: 1 }]);
    ok(await gql(customer.agent, SET_CART_TIP, { amount: 10 }));
    ok(await gql(customer.agent, CLEAR_TIPPED_CART));
    expect((await cartBill(customer)).tip).toBe(0);
  });
});

describe("GST and one bill everywhere", () => {
  const receivers: WebhookReceiver[] = [];
  afterAll(async () => {
    await settings(FLAT);
    for (const receiver of receivers) await receiver.stop();
  });

  it("adds CGST and SGST halves rounded per line, and the cart, order, API key, webhook and legacy figures agree", async () => {
    await settings(FLAT, GST);
    const hooks = await new WebhookReceiver().start();
    receivers.push(hooks);
    const webhook = await createWebhook(superadmin.agent, { url: hooks.url, events: ["ORDER_PLACED"], restaurantIds: [restaurant.id] });
    const customer = await customerAt(1);
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: awkward.id, quantity: 1 }]);
    ok(await gql(customer.agent, SET_CART_TIP, { amount: 10 }));
    const cart = await cartBill(customer, customer.addressId);
    // ₹123.45 at 2.5% is 308.625 paise a half: ₹3.09 each; ₹30 at 9% is ₹2.70 each.
    expect(cart.bill).toEqual({
      total: 175.03,
      lines: [
        { kind: "ITEMS", label: "Items total", amount: 123.45 },
        { kind: "DELIVERY_FEE", label: "Delivery fee (1.0 km)", amount: 30 },
        { kind: "TAX", label: "CGST 2.5% on food", amount: 3.09 },
        { kind: "TAX", label: "SGST 2.5% on food", amount: 3.09 },
        { kind: "TAX", label: "CGST 9% on delivery", amount: 2.7 },
        { kind: "TAX", label: "SGST 9% on delivery", amount: 2.7 },
        { kind: "TIP", label: "Tip for your rider", amount: 10 },
      ],
    });
    expect(cart.bill.total).toBe(175.03);

    const placed = ok(
      await gql(customer.agent, PLACE_BILLED_ORDER, { i: { addressId: customer.addressId, idempotencyKey: randomUUID() } }),
    ).placeOrder;
    expect(placed.bill).toEqual(cart.bill);
    expect(placed.total).toBe(175.03);
    // In Telugu for a Telugu reader, the same amounts.
    const telugu = await customer.agent
      .post("/graphql")
      .set("Accept-Language", "te")
      .send({ query: documentText(ORDER_BILL), variables: { id: placed.id } });
    const teluguLines = (telugu.body as { data: OrderBillQuery }).data.order!.bill.lines;
    expect(teluguLines.map((line) => line.amount)).toEqual(cart.bill.lines.map((line) => line.amount));
    expect(teluguLines.map((line) => line.label)).toEqual([
      "ఐటమ్‌ల మొత్తం",
      "డెలివరీ ఛార్జ్ (1.0 కి.మీ.)",
      "ఆహారంపై CGST 2.5%",
      "ఆహారంపై SGST 2.5%",
      "డెలివరీపై CGST 9%",
      "డెలివరీపై SGST 9%",
      "మీ రైడర్‌కు టిప్",
    ]);

    const key = await createApiKey(superadmin.agent, { name: "Kitchen screen", scopes: ["ORDERS_READ"], restaurantIds: [restaurant.id] });
    const forKey = ok(await gql(keyAgent(app.url, key.secret), KEY_ORDERS_BILL, { restaurantId: restaurant.id }));
    expect(forKey.restaurantOrders.items.find((order) => order.id === placed.id)).toEqual({
      id: placed.id,
      total: 175.03,
      bill: cart.bill,
    });

    const legacy = await customer.agent.get(`/api/shop/order/details/${placed.id}`);
    expect(legacy.body.data).toMatchObject({ totalAmount: 175.03, itemsTotal: 123.45, deliveryCharge: 30 });

    const [delivered] = await eventually(
      async () => hooks.ofType("order.placed"),
      (received) => received.length > 0,
    );
    const body = new StandardWebhook(webhook.signingSecret).verify(delivered!.body, delivered!.headers as Record<string, string>) as {
      data: { totals: { total: number }; bill: unknown };
    };
    expect(body.data.totals.total).toBe(175.03);
    expect(body.data.bill).toEqual({ lines: cart.bill.lines, total: 175.03 });
  });

  it("adds no tax lines when the prices include the tax", async () => {
    await settings(FLAT, { ...GST, pricesIncludeTax: true });
    const customer = await customerAt(1);
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: awkward.id, quantity: 1 }]);
    expect((await cartBill(customer)).bill.lines.map((line) => line.kind)).toEqual(["ITEMS", "DELIVERY_FEE"]);
  });
});

describe("orders placed before the bill", () => {
  it("show items and delivery only, adding up to their total", async () => {
    const customer = await customerAt(1);
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: thali.id, quantity: 1 }]);
    const placed = ok(
      await gql(customer.agent, PLACE_BILLED_ORDER, { i: { addressId: customer.addressId, idempotencyKey: randomUUID() } }),
    ).placeOrder;
    await app.db.query(`UPDATE orders SET bill_lines = NULL WHERE id = $1`, [placed.id]);
    expect(ok(await gql(customer.agent, ORDER_BILL, { id: placed.id })).order!.bill).toEqual({
      total: 130,
      lines: [
        { kind: "ITEMS", label: "Items total", amount: 100 },
        { kind: "DELIVERY_FEE", label: "Delivery fee", amount: 30 },
      ],
    });
  });
});
