import { randomUUID } from "node:crypto";
import { graphql } from "./gql";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { createApiKey, keyAgent } from "./support/api-keys";
import { SET_CART_TIP } from "./support/charges";
import { insertMenuItem, insertRestaurant, TOWN, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql, ok } from "./support/graphql";
import { ACCEPT_ORDER, addStaff, MARK_ORDER_READY } from "./support/kitchen";
import { PLACE_ORDER, UPDATE_ORDER_STATUS } from "./support/operations";
import { fillCart, insertAddress, kmNorthOfTown } from "./support/order-fixtures";
import { CART_BILL, MARK_COLLECTED, PICKUP_ORDER, PLACE_PICKUP_ORDER } from "./support/pickup";
import { ASSIGN_RIDER, signedInRider } from "./support/riders";
import { startTestApp, type TestApp } from "./support/test-app";

const ORDER_INVOICE_NUMBER = graphql(`query PickupInvoiceNumber($id: ID!) { order(id: $id) { id invoiceNumber } }`);

type Person = Awaited<ReturnType<typeof signedInCustomer>>;

let app: TestApp;
let admin: Person;
let superadmin: Person;
let cook: Person;
let otherCook: Person;
let restaurant: RestaurantRow;
let dosa: MenuItemRow;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInStaff(app, "admin");
  superadmin = await signedInStaff(app, "superadmin");
  restaurant = await insertRestaurant(app.db, { name: "Sri Krishna Tiffins", address: "Main Road, Bhimavaram" });
  dosa = await insertMenuItem(app.db, restaurant.id, { name: "Masala Dosa" });
  const other = await insertRestaurant(app.db, { name: "Other Kitchen" });
  cook = await signedInCustomer(app, { userName: "Ravi Cook" });
  otherCook = await signedInCustomer(app, { userName: "Other Cook" });
  await addStaff(admin.agent, restaurant.id, cook.email);
  await addStaff(admin.agent, other.id, otherCook.email);
});
afterAll(() => app.stop());

async function placePickup(customer?: Person): Promise<{ id: string; customer: Person }> {
  const who = customer ?? (await signedInCustomer(app));
  await fillCart(app.db, who.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 2 }]);
  const placed = ok(await gql(who.agent, PLACE_PICKUP_ORDER, { i: { fulfilment: "PICKUP", idempotencyKey: randomUUID() } }));
  return { id: placed.placeOrder.id, customer: who };
}

/** A pickup the kitchen accepted and marked ready. */
async function readyPickup(): Promise<{ id: string; customer: Person }> {
  const placed = await placePickup();
  ok(await gql(cook.agent, ACCEPT_ORDER, { id: placed.id, minutes: 10 }));
  ok(await gql(cook.agent, MARK_ORDER_READY, { id: placed.id }));
  return placed;
}

const rowOf = async (id: string) =>
  (
    await app.db.query(
      `SELECT status, fulfilment, address_id, address_line, delivery_charge_paise, tip_paise, total_paise, rider_id, cash_collected_paise, delivered_at
         FROM orders WHERE id = $1`,
      [id],
    )
  ).rows[0];

describe("placing a pickup", () => {
  it("prices the cart's bill for a pickup without a delivery fee or the rider's tip, before the order is placed", async () => {
    const customer = await signedInCustomer(app);
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 2 }]);
    ok(await gql(customer.agent, SET_CART_TIP, { amount: 20 }));
    const delivery = ok(await gql(customer.agent, CART_BILL, {})).cart.bill;
    expect(delivery.lines.map((line) => line.kind)).toEqual(["ITEMS", "DELIVERY_FEE", "TIP"]);
    const pickup = ok(await gql(customer.agent, CART_BILL, { fulfilment: "PICKUP" })).cart.bill;
    const items = delivery.lines[0]!.amount;
    expect(pickup).toEqual({ lines: [{ kind: "ITEMS", amount: items }], total: items });
    // The address is not read for a pickup: even someone else's id changes nothing.
    expect(ok(await gql(customer.agent, CART_BILL, { fulfilment: "PICKUP", addressId: randomUUID() })).cart.bill.total).toBe(items);
  });

  it("needs no address, charges no fee or tip, and shows the restaurant's address with directions", async () => {
    const customer = await signedInCustomer(app);
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 2 }]);
    ok(await gql(customer.agent, SET_CART_TIP, { amount: 30 }));
    const placed = ok(await gql(customer.agent, PLACE_PICKUP_ORDER, { i: { fulfilment: "PICKUP", idempotencyKey: randomUUID() } }));
    const order = placed.placeOrder;
    const itemsTotal = order.bill.lines[0]!.amount;
    expect(order).toMatchObject({
      status: "PENDING",
      fulfilment: "PICKUP",
      deliveryCharge: 0,
      tip: 0,
      total: itemsTotal,
      address: null,
      bill: { lines: [{ kind: "ITEMS", amount: itemsTotal }], total: itemsTotal },
      pickupPlace: {
        restaurantName: "Sri Krishna Tiffins",
        address: "Main Road, Bhimavaram",
        latitude: TOWN.latitude,
        longitude: TOWN.longitude,
        directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${TOWN.latitude},${TOWN.longitude}`,
      },
    });
    expect(await rowOf(order.id)).toMatchObject({
      fulfilment: "pickup",
      address_id: null,
      address_line: null,
      delivery_charge_paise: 0,
      tip_paise: 0,
      rider_id: null,
    });
    const mail = await app.mail.latest(customer.email, /is placed/);
    expect(mail.text).toContain("Pick up at: Main Road, Bhimavaram");
    expect(mail.text).toContain("Pay ₹");
    expect(mail.text).toContain("at the counter");
    expect(mail.html).toContain(`href="https://www.google.com/maps/dir/?api=1&amp;destination=${TOWN.latitude},${TOWN.longitude}"`);
    expect(mail.text).not.toContain("Delivery to");
  });

  it("ignores the delivery radius for a pickup; a delivery to that address is still refused", async () => {
    const customer = await signedInCustomer(app);
    const farAway = await insertAddress(app.db, customer.id, kmNorthOfTown(40));
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 1 }]);
    const delivery = await gql(customer.agent, PLACE_ORDER, { i: { addressId: farAway, idempotencyKey: randomUUID() } });
    expect(errorCode(delivery)).toBe("OUT_OF_DELIVERY_AREA");
    const pickup = await gql(customer.agent, PLACE_PICKUP_ORDER, {
      i: { fulfilment: "PICKUP", addressId: farAway, idempotencyKey: randomUUID() },
    });
    expect(pickup.errors).toBeUndefined();
    expect(pickup.data!.placeOrder).toMatchObject({ fulfilment: "PICKUP", address: null });
  });

  it("still requires an address for a delivery, the default", async () => {
    const customer = await signedInCustomer(app);
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 1 }]);
    for (const i of [{ idempotencyKey: randomUUID() }, { fulfilment: "DELIVERY" as const, idempotencyKey: randomUUID() }]) {
      const refused = await gql(customer.agent, PLACE_PICKUP_ORDER, { i });
      expect(errorCode(refused)).toBe("BAD_USER_INPUT");
      expect(refused.errors![0]!.message).toBe("Please select an address!");
    }
  });

  it("replays the same key as the same pickup; the key sent again for a delivery is a new request", async () => {
    const customer = await signedInCustomer(app);
    const addressId = await insertAddress(app.db, customer.id);
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 1 }]);
    const idempotencyKey = randomUUID();
    const first = ok(await gql(customer.agent, PLACE_PICKUP_ORDER, { i: { fulfilment: "PICKUP", idempotencyKey } }));
    const again = ok(await gql(customer.agent, PLACE_PICKUP_ORDER, { i: { fulfilment: "PICKUP", idempotencyKey } }));
    expect(again.placeOrder.id).toBe(first.placeOrder.id);
    expect(errorCode(await gql(customer.agent, PLACE_ORDER, { i: { addressId, idempotencyKey } }))).toBe("IDEMPOTENCY_KEY_REUSED");
  });
});

describe("collecting a pickup", () => {
  it("goes ready → delivered when the kitchen marks it collected: the invoice is issued, no cash is recorded for a rider", async () => {
    const { id, customer } = await readyPickup();
    const seenByCook = ok(await gql(cook.agent, MARK_COLLECTED, { orderId: id }));
    expect(seenByCook.markCollected).toMatchObject({ status: "DELIVERED", allowedNextStatuses: [] });
    expect(seenByCook.markCollected.statusHistory.at(-1)).toEqual({ fromStatus: "READY_FOR_PICKUP", toStatus: "DELIVERED" });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "delivered", rider_id: null, cash_collected_paise: null });
    expect(row.delivered_at).not.toBeNull();
    expect(ok(await gql(customer.agent, ORDER_INVOICE_NUMBER, { id })).order.invoiceNumber).toMatch(/^RUC/);
    const mail = await app.mail.latest(customer.email, /Collected/);
    expect(mail.text).toContain("is collected. Enjoy your meal!");
    expect(ok(await gql(customer.agent, PICKUP_ORDER, { id })).order.status).toBe("DELIVERED");
    // The ledger: the counter's cash stays with the restaurant, which owes it to the service (docs/money.md).
    const { rows } = await app.db.query(
      `SELECT account, amount_paise::int AS paise, rider_id FROM ledger_entries WHERE order_id = $1 AND kind IN ('COLLECTED', 'COUNTER_CASH') ORDER BY account`,
      [id],
    );
    expect(rows).toEqual([
      { account: "CUSTOMER", paise: -Number(row.total_paise), rider_id: null },
      { account: "RESTAURANT", paise: -Number(row.total_paise), rider_id: null },
      { account: "SERVICE", paise: Number(row.total_paise), rider_id: null },
    ]);
  });

  it("is marked collected only from ready for pickup, and the kitchen is offered it then", async () => {
    const { id, customer } = await placePickup();
    expect(errorCode(await gql(cook.agent, MARK_COLLECTED, { orderId: id }))).toBe("INVALID_STATUS_TRANSITION");
    ok(await gql(cook.agent, ACCEPT_ORDER, { id, minutes: 10 }));
    expect(errorCode(await gql(cook.agent, MARK_COLLECTED, { orderId: id }))).toBe("INVALID_STATUS_TRANSITION");
    const ready = ok(await gql(cook.agent, MARK_ORDER_READY, { id }));
    expect(ready.markOrderReady.allowedNextStatuses).toEqual(["DELIVERED"]);
    expect(ok(await gql(customer.agent, PICKUP_ORDER, { id })).order.allowedNextStatuses).toEqual([]);
    ok(await gql(cook.agent, MARK_COLLECTED, { orderId: id }));
    expect(errorCode(await gql(cook.agent, MARK_COLLECTED, { orderId: id }))).toBe("INVALID_STATUS_TRANSITION");
  });

  it("is refused to a rider, the customer, another restaurant's staff and anonymous callers; an admin may", async () => {
    const { id, customer } = await readyPickup();
    const rider = await signedInRider(app, superadmin);
    expect(errorCode(await gql(rider.agent, MARK_COLLECTED, { orderId: id }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(customer.agent, MARK_COLLECTED, { orderId: id }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(otherCook.agent, MARK_COLLECTED, { orderId: id }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(app.agent(), MARK_COLLECTED, { orderId: id }))).toBe("UNAUTHENTICATED");
    expect((await rowOf(id)).status).toBe("ready_for_pickup");
    expect(ok(await gql(admin.agent, MARK_COLLECTED, { orderId: id })).markCollected.status).toBe("DELIVERED");
  });

  it("is made by an ORDERS_WRITE key of the restaurant, never by another restaurant's key", async () => {
    const ours = await createApiKey(superadmin.agent, { name: "Till", scopes: ["ORDERS_WRITE"], restaurantIds: [restaurant.id] });
    const other = await insertRestaurant(app.db, { name: "Key Kitchen" });
    const theirs = await createApiKey(superadmin.agent, { name: "Other till", scopes: ["ORDERS_WRITE"], restaurantIds: [other.id] });
    const { id } = await readyPickup();
    expect(errorCode(await gql(keyAgent(app.url, theirs.secret), MARK_COLLECTED, { orderId: id }))).toBe("FORBIDDEN");
    const collected = await gql(keyAgent(app.url, ours.secret), MARK_COLLECTED, { orderId: id });
    expect(collected.errors).toBeUndefined();
    expect(collected.data!.markCollected.status).toBe("DELIVERED");
  });

  it("never goes out for delivery nor gets a rider", async () => {
    const { id } = await readyPickup();
    const rider = await signedInRider(app, superadmin, { onShift: true });
    const assigned = await gql(admin.agent, ASSIGN_RIDER, { orderId: id, riderId: rider.id });
    expect(errorCode(assigned)).toBe("PICKUP_HAS_NO_RIDER");
    expect(errorCode(await gql(admin.agent, UPDATE_ORDER_STATUS, { id, status: "OUT_FOR_DELIVERY" }))).toBe("INVALID_STATUS_TRANSITION");
    expect(ok(await gql(admin.agent, PICKUP_ORDER_FOR_ADMIN, { id })).adminOrders.items[0]!.allowedNextStatuses).toEqual(["DELIVERED"]);
    expect(await rowOf(id)).toMatchObject({ status: "ready_for_pickup", rider_id: null });
    // The table refuses a rider on a pickup whatever the code does.
    await expect(app.db.query(`UPDATE orders SET rider_id = $2 WHERE id = $1`, [id, rider.id])).rejects.toThrow(/orders_pickup_check/);
  });
});

const PICKUP_ORDER_FOR_ADMIN = graphql(`
  query PickupOrderForAdmin($id: String) { adminOrders(filter: { search: $id }) { items { id fulfilment allowedNextStatuses } } }
`);

describe("deliveries stay as they were", () => {
  it("offers a ready delivery out for delivery, not collected, and keeps its fee", async () => {
    const customer = await signedInCustomer(app);
    const addressId = await insertAddress(app.db, customer.id);
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 1 }]);
    const placed = ok(await gql(customer.agent, PLACE_PICKUP_ORDER, { i: { addressId, idempotencyKey: randomUUID() } })).placeOrder;
    expect(placed).toMatchObject({ fulfilment: "DELIVERY", pickupPlace: null, address: { address: "12-3 Gandhi Nagar" } });
    expect(placed.bill.lines.map((line) => line.kind)).toEqual(["ITEMS", "DELIVERY_FEE"]);
    expect(placed.deliveryCharge).toBeGreaterThan(0);
    ok(await gql(cook.agent, ACCEPT_ORDER, { id: placed.id, minutes: 10 }));
    const ready = ok(await gql(cook.agent, MARK_ORDER_READY, { id: placed.id }));
    expect(ready.markOrderReady.allowedNextStatuses).toEqual([]);
    const refused = await gql(cook.agent, MARK_COLLECTED, { orderId: placed.id });
    expect(errorCode(refused)).toBe("INVALID_STATUS_TRANSITION");
    expect(refused.errors![0]!.message).toMatch(/A rider delivers this order/);
    expect(errorCode(await gql(admin.agent, MARK_COLLECTED, { orderId: placed.id }))).toBe("INVALID_STATUS_TRANSITION");
    const adminView = ok(await gql(admin.agent, PICKUP_ORDER_FOR_ADMIN, { id: placed.id })).adminOrders.items[0]!;
    expect(adminView).toMatchObject({ fulfilment: "DELIVERY", allowedNextStatuses: ["OUT_FOR_DELIVERY"] });
  });
});
