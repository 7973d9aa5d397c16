import { randomUUID } from "node:crypto";
import { graphql } from "./gql";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql, gqlRaw } from "./support/graphql";
import {
  ACCEPT_ORDER,
  addStaff,
  BOARD_ORDERS,
  MARK_ORDER_READY,
  REJECT_ORDER,
  SET_MENU_ITEM_SOLD_OUT,
  SET_RESTAURANT_CLOSED_FOR_TODAY,
  START_PREPARING_ORDER,
} from "./support/kitchen";
import { ADD_TO_CART, ORDER, PLACE_ORDER, UPDATE_ORDER_STATUS } from "./support/operations";
import { fillCart, insertAddress } from "./support/order-fixtures";
import { startTestApp, type TestApp } from "./support/test-app";

/** What an admin's order list shows of an order's history (admins see who moved it). */
const ADMIN_HISTORY = graphql(`
  query KitchenAdminHistory($f: AdminOrderFilter) {
    adminOrders(filter: $f) { items { id status allowedNextStatuses statusHistory { fromStatus toStatus changedByName } } }
  }
`);

const RESTAURANT_OPEN = graphql(`
  query KitchenRestaurantOpen($id: ID!) { restaurant(id: $id) { id isOpenNow closedForToday closedUntil } }
`);

type Person = Awaited<ReturnType<typeof signedInCustomer>>;
type Customer = Person & { addressId: string };

let app: TestApp;
let admin: Person;
let cook: Person;
let restaurant: RestaurantRow;
let dosa: MenuItemRow;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInStaff(app, "admin");
  restaurant = await insertRestaurant(app.db, { name: "Sri Krishna Tiffins" });
  dosa = await insertMenuItem(app.db, restaurant.id, { name: "Masala Dosa" });
  cook = await signedInCustomer(app, { userName: "Ravi Cook" });
  await addStaff(admin.agent, restaurant.id, cook.email);
});
afterAll(() => app.stop());

async function customerWithAddress(): Promise<Customer> {
  const customer = await signedInCustomer(app);
  return { ...customer, addressId: await insertAddress(app.db, customer.id) };
}

const place = (customer: Customer, kitchenNote?: string | null, items: MenuItemRow[] = [dosa]) =>
  fillCart(
    app.db,
    customer.id,
    restaurant.id,
    items.map((item) => ({ menuItemId: item.id, quantity: 1 })),
  ).then(() => gql(customer.agent, PLACE_ORDER, { i: { addressId: customer.addressId, idempotencyKey: randomUUID(), kitchenNote } }));

async function placedOrder(customer?: Customer): Promise<{ id: string; customer: Customer }> {
  const who = customer ?? (await customerWithAddress());
  const placed = await place(who);
  if (!placed.data) throw new Error(`placing failed: ${JSON.stringify(placed.errors)}`);
  return { id: placed.data.placeOrder.id, customer: who };
}

const statusOf = async (id: string) => (await app.db.query(`SELECT status FROM orders WHERE id = $1`, [id])).rows[0].status;

describe("the kitchen's moves", () => {
  it("accepts with the minutes the food needs: the customer's order shows the estimate", async () => {
    const { id, customer } = await placedOrder();
    const accepted = await gql(cook.agent, ACCEPT_ORDER, { id, minutes: 25 });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptOrder).toMatchObject({
      status: "CONFIRMED",
      preparationMinutes: 25,
      allowedNextStatuses: ["PREPARING", "REJECTED"],
    });

    const { order } = (await gql(customer.agent, ORDER, { id })).data!;
    expect(order.status).toBe("CONFIRMED");
    const seen = await app.db.query(`SELECT preparation_minutes, estimated_ready_at FROM orders WHERE id = $1`, [id]);
    const confirmedAt = new Date(order.statusHistory.at(-1)!.changedAt).getTime();
    const readyAt = seen.rows[0].estimated_ready_at.getTime();
    // Accepted at the moment of the move, in its transaction: ready 25 minutes after it.
    expect(Math.abs(readyAt - confirmedAt - 25 * 60_000)).toBeLessThan(1000);
    const customerView = await gqlRaw(customer.agent, `query { order(id: "${id}") { preparationMinutes estimatedReadyAt } }`);
    expect(customerView.data).toEqual({
      order: { preparationMinutes: 25, estimatedReadyAt: seen.rows[0].estimated_ready_at.toISOString() },
    });
  });

  it("refuses minutes outside 1 to 240, naming the field, and leaves the order pending", async () => {
    const { id } = await placedOrder();
    for (const minutes of [0, 241, -5]) {
      const refused = await gql(cook.agent, ACCEPT_ORDER, { id, minutes });
      expect(errorCode(refused)).toBe("BAD_USER_INPUT");
      expect(refused.errors![0]!.extensions!.fields).toEqual([expect.objectContaining({ field: "preparationMinutes" })]);
    }
    expect(errorCode(await gqlRaw(cook.agent, `mutation { acceptOrder(id: "${id}", preparationMinutes: 2.5) { id } }`))).toBe(
      "GRAPHQL_VALIDATION_FAILED",
    );
    expect(await statusOf(id)).toBe("pending");
    const twice = await gql(cook.agent, ACCEPT_ORDER, { id, minutes: 240 });
    expect(twice.data?.acceptOrder.preparationMinutes).toBe(240);
    expect(errorCode(await gql(cook.agent, ACCEPT_ORDER, { id, minutes: 10 }))).toBe("INVALID_STATUS_TRANSITION");
  });

  it("rejects only with a reason, which the customer reads", async () => {
    const { id, customer } = await placedOrder();
    for (const reason of ["", "   "]) expect(errorCode(await gql(cook.agent, REJECT_ORDER, { id, reason }))).toBe("BAD_USER_INPUT");
    expect(await statusOf(id)).toBe("pending");
    const rejected = await gql(cook.agent, REJECT_ORDER, { id, reason: "  Out of dosa batter " });
    expect(rejected.data?.rejectOrder).toMatchObject({
      status: "REJECTED",
      rejectionReason: "Out of dosa batter",
      allowedNextStatuses: [],
    });
    expect((await gql(customer.agent, ORDER, { id })).data?.order.rejectionReason).toBe("Out of dosa batter");
    await app.mail.latest(customer.email, new RegExp(`#${id.slice(-6).toUpperCase()}: Rejected$`));
  });

  it("walks a confirmed order to ready for pickup through preparing; admins then see the cook's name on each step and send it out", async () => {
    const { id, customer } = await placedOrder();
    await gql(cook.agent, ACCEPT_ORDER, { id, minutes: 15 });
    const ready = await gql(cook.agent, MARK_ORDER_READY, { id });
    expect(ready.errors).toBeUndefined();
    expect(ready.data!.markOrderReady).toMatchObject({ status: "READY_FOR_PICKUP", allowedNextStatuses: [] });
    expect(ready.data!.markOrderReady.statusHistory.map((step) => `${step.fromStatus}>${step.toStatus}`)).toEqual([
      "null>PENDING",
      "PENDING>CONFIRMED",
      "CONFIRMED>PREPARING",
      "PREPARING>READY_FOR_PICKUP",
    ]);

    const shortId = id.slice(-6).toUpperCase();
    const adminView = (await gql(admin.agent, ADMIN_HISTORY, { f: { search: shortId } })).data!.adminOrders.items[0]!;
    expect(adminView.statusHistory.slice(1).map((step) => step.changedByName)).toEqual(["Ravi Cook", "Ravi Cook", "Ravi Cook"]);
    expect(adminView.allowedNextStatuses).toEqual(["OUT_FOR_DELIVERY"]);
    // The customer hears once, of where the walk ended.
    await app.mail.latest(customer.email, new RegExp(`#${shortId}: Ready for pickup$`));
    expect(app.mail.messages.filter((m) => m.to === customer.email && new RegExp(`#${shortId}: Preparing`).test(m.subject))).toHaveLength(
      0,
    );

    // Delivery is Ruchi's: the cook may not send it out, an admin may.
    expect(errorCode(await gql(cook.agent, UPDATE_ORDER_STATUS, { id, status: "OUT_FOR_DELIVERY" }))).toBe("FORBIDDEN");
    expect((await gql(admin.agent, UPDATE_ORDER_STATUS, { id, status: "OUT_FOR_DELIVERY" })).data?.updateOrderStatus.status).toBe(
      "OUT_FOR_DELIVERY",
    );
  });

  it("starts preparing a confirmed order, and refuses moves the kitchen may not make", async () => {
    const { id } = await placedOrder();
    expect(errorCode(await gql(cook.agent, MARK_ORDER_READY, { id }))).toBe("INVALID_STATUS_TRANSITION");
    expect(errorCode(await gql(cook.agent, START_PREPARING_ORDER, { id }))).toBe("INVALID_STATUS_TRANSITION");
    expect(await statusOf(id)).toBe("pending");
    await gql(cook.agent, ACCEPT_ORDER, { id, minutes: 10 });
    const preparing = await gql(cook.agent, START_PREPARING_ORDER, { id });
    expect(preparing.data?.startPreparingOrder).toMatchObject({ status: "PREPARING", allowedNextStatuses: ["READY_FOR_PICKUP"] });
    expect(errorCode(await gql(cook.agent, REJECT_ORDER, { id, reason: "Too late" }))).toBe("INVALID_STATUS_TRANSITION");
    expect((await gql(cook.agent, MARK_ORDER_READY, { id })).data?.markOrderReady.status).toBe("READY_FOR_PICKUP");
    expect(errorCode(await gql(cook.agent, MARK_ORDER_READY, { id }))).toBe("INVALID_STATUS_TRANSITION");
  });
});

describe("what the staff see of an order", () => {
  it("shows the board the order, its lines, note and history, and never the customer's e-mail, phone or address", async () => {
    const customer = await customerWithAddress();
    const placed = await place(customer, "Less spicy, no onions");
    const id = placed.data!.placeOrder.id;
    const board = await gql(cook.agent, BOARD_ORDERS, {
      restaurantId: restaurant.id,
      status: ["PENDING", "CONFIRMED", "PREPARING", "READY_FOR_PICKUP"],
    });
    const seen = board.data!.restaurantOrders.items.find((order) => order.id === id)!;
    expect(seen).toMatchObject({
      status: "PENDING",
      kitchenNote: "Less spicy, no onions",
      allowedNextStatuses: ["CONFIRMED", "REJECTED"],
      lines: [{ name: "Masala Dosa", quantity: 1 }],
    });

    const asked = await gqlRaw(
      cook.agent,
      `query { restaurantOrders(restaurantId: "${restaurant.id}") { items { id address { phone address } customer { email phone } } } }`,
    );
    expect(asked.errors?.map((error) => error.extensions?.code)).toEqual(expect.arrayContaining(["FORBIDDEN"]));
    const text = JSON.stringify(asked);
    for (const secret of [customer.email, "9123456780", "12-3 Gandhi Nagar"]) expect(text).not.toContain(secret);
  });
});

describe("the customer's kitchen note", () => {
  it("is optional and stored trimmed; blank is none", async () => {
    const customer = await customerWithAddress();
    expect((await place(customer, "  Extra chutney please  ")).data?.placeOrder.id).toBeDefined();
    expect((await place(customer, "   ")).data?.placeOrder.id).toBeDefined();
    expect((await place(customer)).data?.placeOrder.id).toBeDefined();
    const { rows } = await app.db.query(`SELECT kitchen_note FROM orders WHERE user_id = $1 ORDER BY created_at`, [customer.id]);
    expect(rows.map((row) => row.kitchen_note)).toEqual(["Extra chutney please", null, null]);
  });

  it("refuses more than 200 characters and control characters, naming the field, and keeps the cart", async () => {
    const customer = await customerWithAddress();
    for (const note of ["x".repeat(201), "Ring the bell\u0007", "Two\nlines"]) {
      const refused = await place(customer, note);
      expect(errorCode(refused)).toBe("BAD_USER_INPUT");
      expect(refused.errors![0]!.extensions!.fields).toEqual([expect.objectContaining({ field: "kitchenNote" })]);
    }
    expect((await place(customer, "y".repeat(200))).errors).toBeUndefined();
  });
});

describe("closed for today", () => {
  it("refuses orders with RESTAURANT_CLOSED until the next midnight in India, then opens by itself; false opens it at once", async () => {
    const kitchen = await insertRestaurant(app.db, { name: "Closing Early" });
    const idli = await insertMenuItem(app.db, kitchen.id, { name: "Idli" });
    await addStaff(admin.agent, kitchen.id, cook.email);
    const customer = await customerWithAddress();

    const closed = (await gql(cook.agent, SET_RESTAURANT_CLOSED_FOR_TODAY, { restaurantId: kitchen.id, closed: true })).data!
      .setRestaurantClosedForToday;
    expect(closed).toMatchObject({ closedForToday: true, isOpen: true, isOpenNow: false });
    const until = new Date(closed.closedUntil!);
    // Midnight in India (UTC+05:30), within the next day.
    expect([until.getUTCHours(), until.getUTCMinutes()]).toEqual([18, 30]);
    expect(until.getTime() - Date.now()).toBeGreaterThan(0);
    expect(until.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    expect((await gql(customer.agent, RESTAURANT_OPEN, { id: kitchen.id })).data?.restaurant).toMatchObject({
      isOpenNow: false,
      closedForToday: true,
    });

    expect(errorCode(await gql(customer.agent, ADD_TO_CART, { id: idli.id }))).toBe("RESTAURANT_CLOSED");
    await fillCart(app.db, customer.id, kitchen.id, [{ menuItemId: idli.id, quantity: 1 }]);
    const refused = await gql(customer.agent, PLACE_ORDER, { i: { addressId: customer.addressId, idempotencyKey: randomUUID() } });
    expect(errorCode(refused)).toBe("RESTAURANT_CLOSED");
    expect(refused.errors![0]!.message).toContain("Closing Early");

    // Midnight has passed (the stored time is behind us): open again, nothing to switch back.
    await app.db.query(`UPDATE restaurants SET closed_until = now() - interval '1 second' WHERE id = $1`, [kitchen.id]);
    expect((await gql(customer.agent, RESTAURANT_OPEN, { id: kitchen.id })).data?.restaurant).toEqual({
      id: kitchen.id,
      isOpenNow: true,
      closedForToday: false,
      closedUntil: null,
    });
    expect(
      (await gql(customer.agent, PLACE_ORDER, { i: { addressId: customer.addressId, idempotencyKey: randomUUID() } })).errors,
    ).toBeUndefined();

    await gql(cook.agent, SET_RESTAURANT_CLOSED_FOR_TODAY, { restaurantId: kitchen.id, closed: true });
    const reopened = await gql(cook.agent, SET_RESTAURANT_CLOSED_FOR_TODAY, { restaurantId: kitchen.id, closed: false });
    expect(reopened.data?.setRestaurantClosedForToday).toMatchObject({ closedForToday: false, closedUntil: null, isOpenNow: true });
    await fillCart(app.db, customer.id, kitchen.id, [{ menuItemId: idli.id, quantity: 1 }]);
    expect(
      (await gql(customer.agent, PLACE_ORDER, { i: { addressId: customer.addressId, idempotencyKey: randomUUID() } })).errors,
    ).toBeUndefined();
  });
});

describe("sold out", () => {
  it("makes the item unavailable through the menu's own update (orders refuse it) and available again", async () => {
    const vada = await insertMenuItem(app.db, restaurant.id, { name: "Medu Vada" });
    const soldOut = await gql(cook.agent, SET_MENU_ITEM_SOLD_OUT, { id: vada.id, soldOut: true });
    expect(soldOut.data?.setMenuItemSoldOut).toEqual({ id: vada.id, name: "Medu Vada", isAvailable: false });
    const customer = await customerWithAddress();
    const refused = await place(customer, null, [dosa, vada]);
    expect(errorCode(refused)).toBe("ITEM_UNAVAILABLE");
    expect(refused.errors![0]!.message).toContain("Medu Vada");

    expect((await gql(cook.agent, SET_MENU_ITEM_SOLD_OUT, { id: vada.id, soldOut: false })).data?.setMenuItemSoldOut.isAvailable).toBe(
      true,
    );
    expect((await place(customer, null, [dosa, vada])).errors).toBeUndefined();
  });
});

describe("the legacy REST paths", () => {
  it("show an order ready for pickup as readyForPickup, and old admin screens still walk it on", async () => {
    const { id, customer } = await placedOrder();
    await gql(cook.agent, ACCEPT_ORDER, { id, minutes: 10 });
    await gql(cook.agent, MARK_ORDER_READY, { id });
    const list = await customer.agent.get(`/api/shop/order/list/${customer.id}`);
    expect(list.status).toBe(200);
    expect(list.body.data.find((order: { _id: string }) => order._id === id).orderStatus).toBe("readyForPickup");
    const details = await admin.agent.get(`/api/admin/orders/get?status=readyForPickup`);
    expect(details.body.data.map((order: { _id: string }) => order._id)).toContain(id);

    const delivered = await admin.agent.put(`/api/admin/orders/update/${id}`).send({ orderStatus: "delivered" });
    expect([delivered.status, delivered.body.data.orderStatus]).toEqual([200, "delivered"]);
    const { rows } = await app.db.query(`SELECT from_status, to_status FROM order_status_changes WHERE order_id = $1 ORDER BY created_at`, [
      id,
    ]);
    expect(rows.slice(-2).map((row) => `${row.from_status}>${row.to_status}`)).toEqual([
      "ready_for_pickup>out_for_delivery",
      "out_for_delivery>delivered",
    ]);

    // An old screen on an order the kitchen never touched still sends a preparing order straight out.
    const other = await placedOrder();
    const shipped = await admin.agent.put(`/api/admin/orders/update/${other.id}`).send({ orderStatus: "inShipping" });
    expect([shipped.status, shipped.body.data.orderStatus]).toEqual([200, "inShipping"]);
    const walk = await app.db.query(`SELECT to_status FROM order_status_changes WHERE order_id = $1 ORDER BY created_at`, [other.id]);
    expect(walk.rows.map((row) => row.to_status)).toEqual(["pending", "confirmed", "preparing", "out_for_delivery"]);
  });
});
