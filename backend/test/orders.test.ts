import { randomUUID } from "node:crypto";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql } from "./support/graphql";
import { hashPassword } from "../src/modules/users/password";
import { CANCEL_ORDER, MY_ORDERS, ORDER, PLACE_ORDER, UPDATE_ORDER_STATUS } from "./support/operations";
import { fillCart, insertAddress, insertVerifiedCustomers, kmNorthOfTown, logIn } from "./support/order-fixtures";
import { startTestApp, type TestApp } from "./support/test-app";

type Customer = Awaited<ReturnType<typeof signedInCustomer>> & { addressId: string };

let app: TestApp;
let restaurant: RestaurantRow;
let dosa: MenuItemRow; // ₹120 offer on ₹150
let biryani: MenuItemRow; // offer ₹200 above the ₹180 original: charged ₹180
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let superadmin: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  app = await startTestApp();
  restaurant = await insertRestaurant(app.db, { name: "Sri Krishna Tiffins" });
  dosa = await insertMenuItem(app.db, restaurant.id, { name: "Masala Dosa" });
  biryani = await insertMenuItem(app.db, restaurant.id, { name: "Veg Biryani", originalPricePaise: 18000, offerPricePaise: 20000 });
  admin = await signedInStaff(app, "admin");
  superadmin = await signedInStaff(app, "superadmin");
});
afterAll(() => app.stop());

async function customerWithAddress(address: Parameters<typeof insertAddress>[2] = {}): Promise<Customer> {
  const customer = await signedInCustomer(app);
  return { ...customer, addressId: await insertAddress(app.db, customer.id, address) };
}

const place = (customer: Customer, key: string = randomUUID(), addressId = customer.addressId) =>
  gql(customer.agent, PLACE_ORDER, { i: { addressId, idempotencyKey: key } });

const count = async (sql: string, params: unknown[]) => Number((await app.db.query(sql, params)).rows[0].count);
const ordersOf = (userId: string) => count(`SELECT count(*) FROM orders WHERE user_id = $1`, [userId]);
const cartLinesOf = (userId: string) =>
  count(`SELECT count(*) FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.user_id = $1`, [userId]);
/** Mails to `to` whose subject matches (after the mail that proves every earlier one arrived). */
const mailsTo = (to: string, subject: RegExp) => app.mail.messages.filter((m) => m.to === to && subject.test(m.subject)).length;

describe("placing an order over GraphQL", () => {
  it("builds the order from the server's cart and prices, snapshots it, empties the cart and e-mails everyone once", async () => {
    const customer = await customerWithAddress();
    await fillCart(app.db, customer.id, restaurant.id, [
      { menuItemId: dosa.id, quantity: 2 },
      { menuItemId: biryani.id, quantity: 1 },
    ]);

    const placed = await place(customer);
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.placeOrder;
    expect(order).toMatchObject({
      shortId: order.id.slice(-6).toUpperCase(),
      status: "PENDING",
      restaurantId: restaurant.id,
      restaurantName: "Sri Krishna Tiffins",
      paymentMethod: "COD",
      itemsTotal: 420,
      deliveryCharge: 30,
      total: 450,
      rejectionReason: null,
      allowedNextStatuses: ["CANCELLED"],
      lines: [
        { menuItemId: dosa.id, name: "Masala Dosa", image: "", price: 120, originalPrice: 150, quantity: 2, lineTotal: 240 },
        { menuItemId: biryani.id, name: "Veg Biryani", image: "", price: 180, originalPrice: 180, quantity: 1, lineTotal: 180 },
      ],
      address: {
        addressId: customer.addressId,
        address: "12-3 Gandhi Nagar",
        city: "Bhimavaram",
        pincode: "534201",
        phone: "9123456780",
        notes: "Less spicy",
      },
      statusHistory: [{ fromStatus: null, toStatus: "PENDING", reason: null, changedByName: null }],
    });

    expect(await cartLinesOf(customer.id)).toBe(0);
    const { rows } = await app.db.query(`SELECT restaurant_id FROM carts WHERE user_id = $1`, [customer.id]);
    expect(rows[0].restaurant_id).toBeNull();

    // A later change of the menu or the address does not change the order.
    await app.db.query(`UPDATE menu_items SET name = 'Renamed', offer_price_paise = 1000 WHERE id = $1`, [dosa.id]);
    await app.db.query(`UPDATE addresses SET address = 'Elsewhere' WHERE id = $1`, [customer.addressId]);
    const again = await gql(customer.agent, ORDER, { id: order.id });
    expect(again.data!.order.lines[0]).toMatchObject({ name: "Masala Dosa", price: 120 });
    expect(again.data!.order.address!.address).toBe("12-3 Gandhi Nagar");
    await app.db.query(`UPDATE menu_items SET name = 'Masala Dosa', offer_price_paise = 12000 WHERE id = $1`, [dosa.id]);

    const id = order.shortId;
    const mail = await app.mail.latest(customer.email, new RegExp(`order #${id} is placed`));
    expect(mail.text).toContain("₹450.00");
    expect(mail.text).toContain("2 × Masala Dosa");
    expect(mail.text).toContain("Sri Krishna Tiffins");
    const staffMail = await app.mail.latest(admin.email, new RegExp(`New order #${id}`));
    expect(staffMail.text).toContain("₹450.00");
    expect(staffMail.text).not.toContain("Gandhi Nagar");
    await app.mail.latest(superadmin.email, new RegExp(`New order #${id}`));
  });

  it("refuses an empty cart, a missing or someone else's address, and keeps the cart", async () => {
    const customer = await customerWithAddress();
    const other = await customerWithAddress();

    const empty = await place(customer);
    expect(errorCode(empty)).toBe("CART_EMPTY");
    expect(empty.errors![0]!.message).toBe("Please add items to cart!");

    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 1 }]);
    const noAddress = await place(customer, randomUUID(), "");
    expect(errorCode(noAddress)).toBe("BAD_USER_INPUT");
    expect(noAddress.errors![0]!.message).toBe("Please select an address!");

    const foreign = await place(customer, randomUUID(), other.addressId);
    expect(errorCode(foreign)).toBe("NOT_FOUND");
    const unknown = await place(customer, randomUUID(), randomUUID());
    expect(errorCode(unknown)).toBe("NOT_FOUND");

    const badKey = await gql(customer.agent, PLACE_ORDER, { i: { addressId: customer.addressId, idempotencyKey: "not-a-uuid" } });
    expect(errorCode(badKey)).toBe("BAD_USER_INPUT");

    expect(await ordersOf(customer.id)).toBe(0);
    expect(await cartLinesOf(customer.id)).toBe(1);
  });

  it("refuses a closed restaurant (switched off or outside its hours), naming it", async () => {
    const customer = await customerWithAddress();
    const closed = await insertRestaurant(app.db, { name: "Closed Kitchen", isOpen: false });
    const item = await insertMenuItem(app.db, closed.id);
    await fillCart(app.db, customer.id, closed.id, [{ menuItemId: item.id, quantity: 1 }]);
    const switchedOff = await place(customer);
    expect(errorCode(switchedOff)).toBe("RESTAURANT_CLOSED");
    expect(switchedOff.errors![0]!.message).toContain("Closed Kitchen");

    const now = new Date();
    const minutes = (now.getUTCHours() * 60 + now.getUTCMinutes() + 330) % 1440;
    const hhmm = (m: number) => `${String(Math.floor((m % 1440) / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    const later = await insertRestaurant(app.db, {
      name: "Evening Only",
      openingTime: hhmm(minutes + 60),
      closingTime: hhmm(minutes + 120),
    });
    const laterItem = await insertMenuItem(app.db, later.id);
    await fillCart(app.db, customer.id, later.id, [{ menuItemId: laterItem.id, quantity: 1 }]);
    const outsideHours = await place(customer);
    expect(errorCode(outsideHours)).toBe("RESTAURANT_CLOSED");
    expect(outsideHours.errors![0]!.message).toContain("Evening Only");
    expect(await ordersOf(customer.id)).toBe(0);
  });

  it("refuses an unavailable item, naming it", async () => {
    const customer = await customerWithAddress();
    const soldOut = await insertMenuItem(app.db, restaurant.id, { name: "Pesarattu", isAvailable: false });
    await fillCart(app.db, customer.id, restaurant.id, [
      { menuItemId: dosa.id, quantity: 1 },
      { menuItemId: soldOut.id, quantity: 1 },
    ]);
    const result = await place(customer);
    expect(errorCode(result)).toBe("ITEM_UNAVAILABLE");
    expect(result.errors![0]!.message).toBe("Pesarattu is not available right now. Please remove it from your cart.");
    expect(await cartLinesOf(customer.id)).toBe(2);
  });

  it("refuses an address with coordinates outside the delivery radius, and accepts one inside", async () => {
    const customer = await customerWithAddress(kmNorthOfTown(20));
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 1 }]);
    const far = await place(customer);
    expect(errorCode(far)).toBe("OUT_OF_DELIVERY_AREA");
    expect(far.errors![0]!.message).toContain("Sri Krishna Tiffins");

    const near = await insertAddress(app.db, customer.id, kmNorthOfTown(3));
    const placed = await place(customer, randomUUID(), near);
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder.address!.addressId).toBe(near);
  });
});

describe("idempotency of placeOrder", () => {
  it("replays the same order for the same key: no new row and no second e-mail", async () => {
    const customer = await customerWithAddress();
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 3 }]);
    const key = randomUUID();
    const first = await place(customer, key);
    const second = await place(customer, key);
    const third = await place(customer, key);
    expect(second.data!.placeOrder.id).toBe(first.data!.placeOrder.id);
    expect(third.data!.placeOrder).toEqual(first.data!.placeOrder);
    expect(await ordersOf(customer.id)).toBe(1);

    // The cancel e-mail is sent after every replay returned: by then a second "placed" mail would have come.
    const shortId = first.data!.placeOrder.shortId;
    await app.mail.latest(customer.email, new RegExp(`#${shortId} is placed`));
    await app.mail.latest(admin.email, new RegExp(`New order #${shortId}`));
    await gql(customer.agent, CANCEL_ORDER, { id: first.data!.placeOrder.id });
    await app.mail.latest(customer.email, new RegExp(`#${shortId}: Cancelled`));
    expect(mailsTo(customer.email, new RegExp(`#${shortId} is placed`))).toBe(1);
    expect(mailsTo(admin.email, new RegExp(`New order #${shortId}`))).toBe(1);
  });

  it("answers IDEMPOTENCY_KEY_REUSED for the same key with a different cart or address", async () => {
    const customer = await customerWithAddress();
    const secondAddress = await insertAddress(app.db, customer.id, { address: "Second home" });
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 1 }]);
    const key = randomUUID();
    const first = await place(customer, key);
    expect(first.errors).toBeUndefined();

    const otherAddress = await place(customer, key, secondAddress);
    expect(errorCode(otherAddress)).toBe("IDEMPOTENCY_KEY_REUSED");

    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: biryani.id, quantity: 2 }]);
    const otherCart = await place(customer, key);
    expect(errorCode(otherCart)).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await cartLinesOf(customer.id)).toBe(1);

    const newKey = await place(customer);
    expect(newKey.data!.placeOrder.id).not.toBe(first.data!.placeOrder.id);
    expect(await ordersOf(customer.id)).toBe(2);
  });
});

describe("the customer's orders", () => {
  it("lists them newest first with the total count, one page at a time", async () => {
    const customer = await customerWithAddress();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: i + 1 }]);
      ids.push((await place(customer)).data!.placeOrder.id);
    }
    const all = await gql(customer.agent, MY_ORDERS);
    expect(all.data!.myOrders).toMatchObject({ total: 3, limit: 20, offset: 0 });
    expect(all.data!.myOrders.items.map((o) => o.id)).toEqual([...ids].reverse());

    const page = await gql(customer.agent, MY_ORDERS, { limit: 1, offset: 1 });
    expect(page.data!.myOrders).toMatchObject({ total: 3, limit: 1, offset: 1, items: [{ id: ids[1] }] });

    expect(errorCode(await gql(customer.agent, MY_ORDERS, { limit: 51 }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await gql(customer.agent, MY_ORDERS, { offset: -1 }))).toBe("BAD_USER_INPUT");

    const stranger = await customerWithAddress();
    expect((await gql(stranger.agent, MY_ORDERS)).data!.myOrders).toMatchObject({ total: 0, items: [] });
    const theirs = await gql(stranger.agent, ORDER, { id: ids[0]! });
    expect(errorCode(theirs)).toBe("NOT_FOUND");
    expect(errorCode(await gql(stranger.agent, ORDER, { id: "not-an-id" }))).toBe("NOT_FOUND");
  });

  it("costs the same bounded number of SQL statements for a page of 2 or 20 orders", async () => {
    const customer = await customerWithAddress();
    // Full pages both times: a short first page lets TypeORM skip the count.
    const measure = async (limit: number) => (await app.countQueries(() => gql(customer.agent, MY_ORDERS, { limit }))).count;
    const placeSome = async (n: number) => {
      for (let i = 0; i < n; i += 1) {
        await fillCart(app.db, customer.id, restaurant.id, [
          { menuItemId: dosa.id, quantity: 1 },
          { menuItemId: biryani.id, quantity: 1 },
        ]);
        const { shortId } = (await place(customer)).data!.placeOrder;
        // The e-mails read the staff after the commit; waiting keeps those reads out of the count.
        await app.mail.latest(customer.email, new RegExp(`#${shortId} is placed`));
      }
    };
    await placeSome(3);
    const small = await measure(2);
    await placeSome(18);
    const large = await measure(20);
    expect(large).toBe(small);
    // session user, page, count, lines, history (changedByName asks for no user when a customer looks)
    expect(large).toBe(5);
  });

  it("lets the customer cancel while pending, records it and e-mails them; later moves are refused", async () => {
    const customer = await customerWithAddress();
    const stranger = await customerWithAddress();
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 1 }]);
    const order = (await place(customer)).data!.placeOrder;

    expect(errorCode(await gql(stranger.agent, CANCEL_ORDER, { id: order.id }))).toBe("NOT_FOUND");

    const cancelled = await gql(customer.agent, CANCEL_ORDER, { id: order.id });
    expect(cancelled.data!.cancelOrder).toMatchObject({
      status: "CANCELLED",
      allowedNextStatuses: [],
      statusHistory: [
        { fromStatus: null, toStatus: "PENDING" },
        { fromStatus: "PENDING", toStatus: "CANCELLED", changedByName: null },
      ],
    });
    expect(new Date(cancelled.data!.cancelOrder.updatedAt).getTime()).toBeGreaterThan(new Date(order.updatedAt).getTime());
    const { rows } = await app.db.query(`SELECT changed_by_id FROM order_status_changes WHERE order_id = $1 AND to_status = 'cancelled'`, [
      order.id,
    ]);
    expect(rows).toEqual([{ changed_by_id: customer.id }]);
    await app.mail.latest(customer.email, new RegExp(`#${order.shortId}: Cancelled`));

    const twice = await gql(customer.agent, CANCEL_ORDER, { id: order.id });
    expect(errorCode(twice)).toBe("INVALID_STATUS_TRANSITION");
    expect(twice.errors![0]!.message).toBe("An order cannot move from Cancelled to Cancelled.");

    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 1 }]);
    const confirmedOrder = (await place(customer)).data!.placeOrder;
    const confirmed = await gql(admin.agent, UPDATE_ORDER_STATUS, { id: confirmedOrder.id, status: "CONFIRMED" });
    expect(confirmed.data!.updateOrderStatus.status).toBe("CONFIRMED");
    const late = await gql(customer.agent, CANCEL_ORDER, { id: confirmedOrder.id });
    expect(errorCode(late)).toBe("INVALID_STATUS_TRANSITION");
    expect(late.errors![0]!.message).toBe("An order cannot move from Confirmed to Cancelled.");
  });

  it("asks anonymous callers to log in", async () => {
    const anonymous = app.agent();
    expect(errorCode(await gql(anonymous, MY_ORDERS))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(anonymous, ORDER, { id: randomUUID() }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(anonymous, CANCEL_ORDER, { id: randomUUID() }))).toBe("UNAUTHENTICATED");
    const placed = await gql(anonymous, PLACE_ORDER, { i: { addressId: randomUUID(), idempotencyKey: randomUUID() } });
    expect(errorCode(placed)).toBe("UNAUTHENTICATED");
  });
});

describe("orders over the legacy /api/shop/order paths", () => {
  const LEGACY_KEYS = [
    "_id",
    "addressInfo",
    "cartId",
    "cartItems",
    "deliverAt",
    "deliveryCharge",
    "itemsTotal",
    "orderDate",
    "orderId",
    "orderStatus",
    "orderUpdateDate",
    "paymentMethod",
    "rejectionReason",
    "restaurantId",
    "restaurantName",
    "shortId",
    "totalAmount",
    "userId",
  ];

  it("creates the order from the server's cart, ignoring the prices, total and status the client sends", async () => {
    const customer = await customerWithAddress();
    const cartId = await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: biryani.id, quantity: 2 }]);
    const tampered = {
      userId: customer.id,
      cartId,
      cartItems: [{ menuItemId: biryani.id, name: "Veg Biryani", offerPrice: 1, quantity: 2, restaurantId: restaurant.id }],
      addressInfo: { addressId: customer.addressId, address: "Fake", city: "Fake", pincode: "000000", phone: "0", notes: "" },
      orderStatus: "delivered",
      totalAmount: 1,
      orderDate: "2020-01-01T00:00:00.000Z",
      orderUpdateDate: "2020-01-01T00:00:00.000Z",
    };
    const res = await customer.agent.post("/api/shop/order/create").send(tampered);
    expect(res.status).toBe(201);
    expect(res.headers["idempotent-replayed"]).toBe("false");
    expect(res.body).toMatchObject({ success: true, message: "Order created successfully", _id: res.body.orderId });
    const data = res.body.data;
    expect(Object.keys(data).sort()).toEqual(LEGACY_KEYS);
    expect(data).toMatchObject({
      _id: res.body._id,
      orderId: res.body._id,
      userId: customer.id,
      cartId,
      orderStatus: "pending",
      totalAmount: 390,
      deliveryCharge: 30,
      itemsTotal: 360,
      paymentMethod: "COD",
      restaurantName: "Sri Krishna Tiffins",
      cartItems: [
        {
          menuItemId: biryani.id,
          name: "Veg Biryani",
          image: "",
          restaurantId: restaurant.id,
          restaurantName: "Sri Krishna Tiffins",
          offerPrice: 180,
          originalPrice: 180,
          quantity: 2,
        },
      ],
      addressInfo: {
        addressId: customer.addressId,
        address: "12-3 Gandhi Nagar",
        city: "Bhimavaram",
        pincode: "534201",
        phone: "9123456780",
        notes: "Less spicy",
      },
    });
    expect(new Date(data.orderDate).getFullYear()).toBeGreaterThan(2020);
    const { rows } = await app.db.query(`SELECT status, total_paise FROM orders WHERE id = $1`, [res.body._id]);
    expect(rows).toEqual([{ status: "pending", total_paise: 39000 }]);
  });

  it("refuses another user's id (403), anonymous callers (401), no address (400) and an empty cart (400)", async () => {
    const customer = await customerWithAddress();
    const other = await customerWithAddress();
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 1 }]);
    const body = { userId: customer.id, addressInfo: { addressId: customer.addressId } };

    const asOther = await other.agent.post("/api/shop/order/create").send(body);
    expect(asOther.status).toBe(403);
    expect(asOther.body).toMatchObject({ success: false, code: "FORBIDDEN" });
    expect((await app.agent().post("/api/shop/order/create").send(body)).status).toBe(401);

    const noAddress = await customer.agent.post("/api/shop/order/create").send({ userId: customer.id });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body).toMatchObject({ success: false, code: "BAD_USER_INPUT", message: "Please select an address!" });

    const foreign = await customer.agent
      .post("/api/shop/order/create")
      .send({ userId: customer.id, addressInfo: { addressId: other.addressId } });
    expect(foreign.status).toBe(404);

    const empty = await other.agent.post("/api/shop/order/create").send({ userId: other.id, addressInfo: { addressId: other.addressId } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ success: false, code: "CART_EMPTY", message: "Please add items to cart!" });
    expect(await ordersOf(customer.id)).toBe(0);
  });

  it("replays with an Idempotency-Key header, and turns a keyless double submit into one order", async () => {
    const customer = await customerWithAddress();
    const body = { userId: customer.id, addressInfo: { addressId: customer.addressId } };
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 1 }]);
    const key = randomUUID();
    const first = await customer.agent.post("/api/shop/order/create").set("Idempotency-Key", key).send(body);
    const again = await customer.agent.post("/api/shop/order/create").set("Idempotency-Key", key).send(body);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body._id).toBe(first.body._id);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    const badKey = await customer.agent.post("/api/shop/order/create").set("Idempotency-Key", "abc").send(body);
    expect(badKey.status).toBe(400);

    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: biryani.id, quantity: 1 }]);
    const [a, b] = await Promise.all([
      customer.agent.post("/api/shop/order/create").send(body),
      customer.agent.post("/api/shop/order/create").send(body),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body._id).toBe(b.body._id);
    expect(await ordersOf(customer.id)).toBe(2);
  });

  it("lists own orders newest first, shows details only to their customer, and acknowledges success once", async () => {
    const customer = await customerWithAddress();
    const other = await customerWithAddress();
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 1 }]);
      ids.push((await place(customer)).data!.placeOrder.id);
    }

    const list = await customer.agent.get(`/api/shop/order/list/${customer.id}`);
    expect(list.status).toBe(200);
    expect(list.headers["x-total-count"]).toBe("2");
    expect(list.body.data.map((o: { _id: string }) => o._id)).toEqual([ids[1], ids[0]]);
    expect(Object.keys(list.body.data[0]).sort()).toEqual(LEGACY_KEYS);
    const paged = await customer.agent.get(`/api/shop/order/list/${customer.id}?limit=1&offset=1`);
    expect([paged.headers["x-total-count"], paged.body.data.map((o: { _id: string }) => o._id)]).toEqual(["2", [ids[0]]]);
    expect((await customer.agent.get(`/api/shop/order/list/${customer.id}?limit=abc`)).status).toBe(400);
    expect((await other.agent.get(`/api/shop/order/list/${customer.id}`)).status).toBe(403);
    expect((await app.agent().get(`/api/shop/order/list/${customer.id}`)).status).toBe(401);
    expect((await other.agent.get(`/api/shop/order/list/${other.id}`)).body).toEqual({ success: true, data: [] });

    const details = await customer.agent.get(`/api/shop/order/details/${ids[0]}`);
    expect(details.body).toMatchObject({ success: true, data: { _id: ids[0], orderStatus: "pending", totalAmount: 150 } });
    const notTheirs = await other.agent.get(`/api/shop/order/details/${ids[0]}`);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body).toMatchObject({ success: false, code: "NOT_FOUND" });
    expect((await app.agent().get(`/api/shop/order/details/${ids[0]}`)).status).toBe(401);

    for (const id of ids) await app.mail.latest(customer.email, new RegExp(`#${id.slice(-6).toUpperCase()} is placed`));
    const mailsBefore = app.mail.messages.length;
    const ack = await customer.agent.post("/api/shop/order/success").send({ orderId: ids[0] });
    expect(ack.status).toBe(200);
    expect(ack.body).toMatchObject({ success: true, data: { _id: ids[0], orderStatus: "pending" } });
    const first = (await app.db.query(`SELECT acknowledged_at, updated_at FROM orders WHERE id = $1`, [ids[0]])).rows[0];
    expect(first.acknowledged_at).not.toBeNull();
    const repeat = await customer.agent.post("/api/shop/order/success").send({ orderId: ids[0] });
    expect(repeat.status).toBe(200);
    const second = (await app.db.query(`SELECT acknowledged_at, updated_at, status FROM orders WHERE id = $1`, [ids[0]])).rows[0];
    expect(second).toEqual({ ...first, status: "pending" });
    expect((await other.agent.post("/api/shop/order/success").send({ orderId: ids[0] })).status).toBe(404);
    expect((await app.agent().post("/api/shop/order/success").send({ orderId: ids[0] })).status).toBe(401);

    // The next mail to this customer proves nothing was sent for the acknowledgements.
    await gql(customer.agent, CANCEL_ORDER, { id: ids[1] });
    await app.mail.latest(customer.email, /Cancelled/);
    expect(
      app.mail.messages
        .slice(mailsBefore)
        .filter((m) => m.to === customer.email)
        .map((m) => m.subject),
    ).toEqual([expect.stringMatching(/Cancelled/)]);
  });
});

describe("when e-mail cannot be sent", () => {
  let broken: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every order e-mail fails.
    broken = await startTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:1" } });
  });
  afterAll(() => broken.stop());

  it("still places and cancels the order (the failure is only logged)", async () => {
    const [row] = await insertVerifiedCustomers(broken.db, 1, await hashPassword("correct horse 1"));
    const agent = broken.agent();
    await logIn(agent, row!.email, "correct horse 1");
    const kitchen = await insertRestaurant(broken.db);
    const item = await insertMenuItem(broken.db, kitchen.id);
    const addressId = await insertAddress(broken.db, row!.id);
    await fillCart(broken.db, row!.id, kitchen.id, [{ menuItemId: item.id, quantity: 1 }]);

    const placed = await gql(agent, PLACE_ORDER, { i: { addressId, idempotencyKey: randomUUID() } });
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder.status).toBe("PENDING");
    const cancelled = await gql(agent, CANCEL_ORDER, { id: placed.data!.placeOrder.id });
    expect(cancelled.data!.cancelOrder.status).toBe("CANCELLED");
  });
});
