import { randomUUID } from "node:crypto";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql, operation, type GraphQLResult, type Operation } from "./support/graphql";
import { fillCart, insertAddress, insertOrder } from "./support/order-fixtures";
import { ADMIN_ORDER, ADMIN_ORDERS, DASHBOARD, ORDER, PLACE_ORDER } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";
import { graphql } from "./gql";
import type { AdminOrderFilter, AdminOrdersQuery, OrderStatus } from "./gql/graphql";

const NOTICE = "You Need Super Admin Access To View This Detail";
/** The order's fields without the address: an admin may not read it (superadmins and the customer may). */
const MOVE = graphql(`
  mutation AdminMoveOrder($id: ID!, $status: OrderStatus!, $reason: String) {
    updateOrderStatus(id: $id, status: $status, reason: $reason) {
      id shortId status restaurantId restaurantName paymentMethod itemsTotal deliveryCharge total rejectionReason
      createdAt updatedAt allowedNextStatuses
      lines { menuItemId name image price originalPrice quantity lineTotal }
      statusHistory { fromStatus toStatus reason changedAt changedByName }
    }
  }
`);
const ORDERS_WITH_CUSTOMERS = graphql(`
  query AdminOrdersWithCustomers($f: AdminOrderFilter, $limit: Int) {
    adminOrders(filter: $f, limit: $limit) { total items { ...OrderFields customer { name email phone } } }
  }
`);
const ADDRESS_AND_CUSTOMER = graphql(`
  query AdminOrdersAddressAndCustomer { adminOrders(limit: 1) { items { id address { phone } customer { phone } } } }
`);

type Agent = ReturnType<TestApp["agent"]>;
let app: TestApp;
let restaurant: RestaurantRow;
let thali: MenuItemRow; // ₹120
let customer: Awaited<ReturnType<typeof signedInCustomer>> & { addressId: string };
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let secondAdmin: Awaited<ReturnType<typeof signedInStaff>>;
let superadmin: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  app = await startTestApp();
  restaurant = await insertRestaurant(app.db, { name: "Godavari Meals" });
  thali = await insertMenuItem(app.db, restaurant.id, { name: "Andhra Thali" });
  const signedIn = await signedInCustomer(app, { userName: "Lakshmi Prasanna", phone: "9876501234" });
  customer = { ...signedIn, addressId: await insertAddress(app.db, signedIn.id) };
  admin = await signedInStaff(app, "admin");
  secondAdmin = await signedInStaff(app, "admin");
  superadmin = await signedInStaff(app, "superadmin");
});
afterAll(() => app.stop());

async function placedOrder(): Promise<{ id: string; shortId: string; updatedAt: string }> {
  await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: thali.id, quantity: 1 }]);
  const placed = await gql(customer.agent, PLACE_ORDER, { i: { addressId: customer.addressId, idempotencyKey: randomUUID() } });
  if (!placed.data) throw new Error(JSON.stringify(placed.errors));
  return placed.data.placeOrder;
}

const ids = (result: GraphQLResult<AdminOrdersQuery>) => result.data!.adminOrders.items.map((o) => o.id);
const kolkataDay = (daysFromToday: number) => new Date(Date.now() + 330 * 60_000 + daysFromToday * 86_400_000).toISOString().slice(0, 10);
const lines = (quantity: number) => [{ menuItemId: thali.id, name: "Andhra Thali", unitPricePaise: 12000, quantity }];

describe("the admin's order list", () => {
  let day: Record<"late23" | "early24" | "late24" | "early25", string>;
  beforeAll(async () => {
    const at = (createdAt: string, status = "pending") =>
      insertOrder(app.db, {
        userId: customer.id,
        restaurantId: restaurant.id,
        restaurantName: "Godavari Meals",
        createdAt,
        status,
        lines: lines(1),
      });
    day = {
      late23: await at("2025-05-23T23:50:00+05:30"),
      early24: await at("2025-05-24T00:10:00+05:30"), // the same UTC day as late23
      late24: await at("2025-05-24T23:59:00+05:30", "confirmed"),
      early25: await at("2025-05-25T00:00:00+05:30"),
    };
  });

  it("lists every order newest first with the total, and narrows by Kolkata day, range, status and #ID", async () => {
    const latest = await placedOrder();
    const all = await gql(admin.agent, ADMIN_ORDERS);
    const total = Number((await app.db.query(`SELECT count(*) FROM orders`)).rows[0].count);
    expect(all.data!.adminOrders).toMatchObject({ total, limit: 20, offset: 0 });
    expect(ids(all)[0]).toBe(latest.id);
    expect(all.data!.adminOrders.items[0]!.allowedNextStatuses).toEqual(["CONFIRMED", "REJECTED"]);

    expect(ids(await gql(admin.agent, ADMIN_ORDERS, { f: { date: "2025-05-24" } }))).toEqual([day.late24, day.early24]);
    expect(ids(await gql(admin.agent, ADMIN_ORDERS, { f: { from: "2025-05-23", to: "2025-05-24" } }))).toEqual([
      day.late24,
      day.early24,
      day.late23,
    ]);
    expect(ids(await gql(admin.agent, ADMIN_ORDERS, { f: { from: "2025-05-24", statuses: ["PENDING"] } }))).toEqual(
      expect.arrayContaining([day.early25, day.early24]),
    );
    expect(ids(await gql(admin.agent, ADMIN_ORDERS, { f: { date: "2025-05-24", statuses: ["CONFIRMED"] } }))).toEqual([day.late24]);
    const shortId = day.early24.slice(-6).toUpperCase();
    expect(ids(await gql(admin.agent, ADMIN_ORDERS, { f: { search: `#${shortId}` } }))).toEqual([day.early24]);
    expect(ids(await gql(admin.agent, ADMIN_ORDERS, { f: { search: shortId.toLowerCase(), date: "2025-05-23" } }))).toEqual([]);

    const page = await gql(admin.agent, ADMIN_ORDERS, { f: { from: "2025-05-23", to: "2025-05-25" }, limit: 2, offset: 1 });
    expect(page.data!.adminOrders).toMatchObject({ total: 4, limit: 2, offset: 1 });
    expect(ids(page)).toEqual([day.late24, day.early24]);

    const badFilters: AdminOrderFilter[] = [
      { date: "2025-02-30" },
      { date: "24-05-2025" },
      { from: "2025-05-25", to: "2025-05-24" },
      { search: "50%" },
    ];
    for (const f of badFilters) {
      expect([f, errorCode(await gql(admin.agent, ADMIN_ORDERS, { f }))]).toEqual([f, "BAD_USER_INPUT"]);
    }
    expect(errorCode(await gql(admin.agent, ADMIN_ORDERS, { limit: 100 }))).toBe("BAD_USER_INPUT");
  });

  it("answers GET /api/admin/orders/get with legacy documents, narrowed by ?date", async () => {
    const res = await admin.agent.get("/api/admin/orders/get?date=2025-05-24");
    expect(res.status).toBe(200);
    expect(res.headers["x-total-count"]).toBe("2");
    expect(res.body.data.map((o: { _id: string }) => o._id)).toEqual([day.late24, day.early24]);
    expect(res.body.data[0]).toMatchObject({
      _id: day.late24,
      orderId: day.late24,
      userId: customer.id,
      orderStatus: "confirmed",
      totalAmount: 150,
      orderDate: "2025-05-24T18:29:00.000Z",
      addressInfo: null,
      cartItems: [{ menuItemId: thali.id, name: "Andhra Thali", offerPrice: 120, quantity: 1, restaurantName: "Godavari Meals" }],
    });
    const asSuper = await superadmin.agent.get("/api/admin/orders/get?date=2025-05-24&status=confirmed");
    expect(asSuper.body.data).toHaveLength(1);
    expect(asSuper.body.data[0].addressInfo).toMatchObject({ city: "Bhimavaram", pincode: "534201" });

    const all = await admin.agent.get("/api/admin/orders/get");
    expect(all.body.data.length).toBeGreaterThanOrEqual(4);
    const bad = await admin.agent.get("/api/admin/orders/get?date=2025-13-40");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: "BAD_USER_INPUT" });
  });

  it("costs the same bounded number of SQL statements for a page of 3 or 20 orders, customer and history included", async () => {
    const pastDay = "2024-01-15";
    for (let i = 0; i < 20; i += 1) {
      const orderId = await insertOrder(app.db, {
        userId: customer.id,
        restaurantId: restaurant.id,
        restaurantName: "Godavari Meals",
        createdAt: `${pastDay}T10:${String(i).padStart(2, "0")}:00+05:30`,
        lines: [...lines(1), ...lines(2)],
      });
      await app.db.query(
        `INSERT INTO order_status_changes (order_id, from_status, to_status, changed_by_id, created_at)
         VALUES ($1, 'pending', 'confirmed', $2, '${pastDay}T11:00:00+05:30')`,
        [orderId, admin.id],
      );
    }
    const measure = async (limit: number) => {
      const result = await app.countQueries(async () => {
        const answer = await gql(superadmin.agent, ORDERS_WITH_CUSTOMERS, { f: { date: pastDay }, limit });
        expect(answer.errors).toBeUndefined();
        expect(answer.data!.adminOrders.items).toHaveLength(limit);
        expect(answer.data!.adminOrders.items[0]!.statusHistory[1]!.changedByName).toMatch(/^Test Customer/);
      });
      return result.count;
    };
    const small = await measure(3);
    const large = await measure(20);
    expect(large).toBe(small);
    // session user, page, count, lines, history, customers, then the staff who changed them
    expect(large).toBeLessThanOrEqual(7);
  });
});

describe("an order's details with the customer", () => {
  it("are for superadmins; an admin gets the notice, over GraphQL and REST", async () => {
    const order = await placedOrder();
    const asSuper = await gql(superadmin.agent, ADMIN_ORDER, { id: order.id });
    expect(asSuper.errors).toBeUndefined();
    expect(asSuper.data!.adminOrder).toMatchObject({
      id: order.id,
      customer: { id: customer.id, name: "Lakshmi Prasanna", email: customer.email, phone: "9876501234" },
      address: { addressId: customer.addressId, city: "Bhimavaram" },
      allowedNextStatuses: ["CONFIRMED", "REJECTED"],
    });

    const asAdmin = await gql(admin.agent, ADMIN_ORDER, { id: order.id });
    expect(errorCode(asAdmin)).toBe("FORBIDDEN");
    expect(asAdmin.errors![0]!.message).toBe(NOTICE);
    const adminPeeks = await gql(admin.agent, ADDRESS_AND_CUSTOMER);
    expect(adminPeeks.errors!.map((e) => [e.extensions?.code, e.message])).toEqual([
      ["FORBIDDEN", NOTICE],
      ["FORBIDDEN", NOTICE],
    ]);
    expect(adminPeeks.data!.adminOrders.items[0]).toEqual({ id: order.id, address: null, customer: null });
    expect(errorCode(await gql(superadmin.agent, ADMIN_ORDER, { id: randomUUID() }))).toBe("NOT_FOUND");

    const restSuper = await superadmin.agent.get(`/api/admin/orders/details/${order.id}`);
    expect(restSuper.status).toBe(200);
    expect(restSuper.body.data).toMatchObject({
      _id: order.id,
      customer: { userId: customer.id, userName: "Lakshmi Prasanna", email: customer.email, phone: "9876501234" },
      addressInfo: { addressId: customer.addressId },
    });
    const restAdmin = await admin.agent.get(`/api/admin/orders/details/${order.id}`);
    expect(restAdmin.status).toBe(403);
    expect(restAdmin.body).toEqual({ success: false, code: "FORBIDDEN", message: NOTICE });
    expect((await superadmin.agent.get(`/api/admin/orders/details/${randomUUID()}`)).status).toBe(404);
  });
});

describe("changing an order's status", () => {
  const move = (agent: Agent, id: string, status: OrderStatus, reason?: string) => gql(agent, MOVE, { id, status, reason });

  it("walks pending to delivered, recording who and when, and e-mails the customer each step", async () => {
    const order = await placedOrder();
    let updatedAt = order.updatedAt;
    for (const [status, label] of [
      ["CONFIRMED", "Confirmed"],
      ["PREPARING", "Preparing"],
      ["OUT_FOR_DELIVERY", "Out for delivery"],
      ["DELIVERED", "Delivered"],
    ] as const) {
      const moved = await move(admin.agent, order.id, status);
      expect(moved.errors).toBeUndefined();
      expect(moved.data!.updateOrderStatus.status).toBe(status);
      expect(new Date(moved.data!.updateOrderStatus.updatedAt).getTime()).toBeGreaterThan(new Date(updatedAt).getTime());
      updatedAt = moved.data!.updateOrderStatus.updatedAt;
      await app.mail.latest(customer.email, new RegExp(`#${order.shortId}: ${label}$`));
    }
    const delivered = await gql(superadmin.agent, ADMIN_ORDER, { id: order.id });
    expect(delivered.data!.adminOrder.allowedNextStatuses).toEqual([]);
    const history = delivered.data!.adminOrder.statusHistory;
    expect(history.map((h) => `${h.fromStatus}>${h.toStatus}`)).toEqual([
      "null>PENDING",
      "PENDING>CONFIRMED",
      "CONFIRMED>PREPARING",
      "PREPARING>OUT_FOR_DELIVERY",
      "OUT_FOR_DELIVERY>DELIVERED",
    ]);
    const { rows } = await app.db.query(`SELECT user_name FROM users WHERE id = $1`, [admin.id]);
    expect(history.map((h) => h.changedByName).slice(1)).toEqual(Array(4).fill(rows[0].user_name));
    expect(history[0]!.changedByName).toBe("Lakshmi Prasanna");
    // The customer sees the history without the staff's names.
    const own = await gql(customer.agent, ORDER, { id: order.id });
    expect(own.data!.order.statusHistory.every((h) => h.changedByName === null)).toBe(true);

    const backwards = await move(admin.agent, order.id, "CONFIRMED");
    expect(errorCode(backwards)).toBe("INVALID_STATUS_TRANSITION");
    expect(backwards.errors![0]!.message).toBe("An order cannot move from Delivered to Confirmed.");
  });

  it("refuses skipped steps and staff cancellations, and needs a reason to reject", async () => {
    const order = await placedOrder();
    const skip = await move(admin.agent, order.id, "DELIVERED");
    expect(errorCode(skip)).toBe("INVALID_STATUS_TRANSITION");
    expect(skip.errors![0]!.message).toBe("An order cannot move from Pending to Delivered.");
    const cancel = await move(admin.agent, order.id, "CANCELLED");
    expect(errorCode(cancel)).toBe("INVALID_STATUS_TRANSITION");
    expect(cancel.errors![0]!.message).toContain("Only the customer can cancel an order.");

    for (const reason of [undefined, "   "]) {
      const noReason = await move(admin.agent, order.id, "REJECTED", reason);
      expect(errorCode(noReason)).toBe("BAD_USER_INPUT");
      expect(noReason.errors![0]!.message).toBe("Please give a reason for the rejection");
    }
    const rejected = await move(admin.agent, order.id, "REJECTED", "  Kitchen closed early  ");
    expect(rejected.data!.updateOrderStatus).toMatchObject({ status: "REJECTED", rejectionReason: "Kitchen closed early" });
    const mail = await app.mail.latest(customer.email, new RegExp(`#${order.shortId}: Rejected`));
    expect(mail.text).toContain("Reason: Kitchen closed early");
    expect(errorCode(await move(admin.agent, randomUUID(), "CONFIRMED"))).toBe("NOT_FOUND");
    expect(errorCode(await move(admin.agent, "nope", "CONFIRMED"))).toBe("NOT_FOUND");
    const { rows } = await app.db.query(`SELECT count(*)::int AS n FROM order_status_changes WHERE order_id = $1`, [order.id]);
    expect(rows[0].n).toBe(2);
  });

  it("accepts the legacy spellings on PUT /api/admin/orders/update/{id}, and answers 409 on a forbidden move", async () => {
    const order = await placedOrder();
    const put = (agent: Agent, body: object) => agent.put(`/api/admin/orders/update/${order.id}`).send(body);
    for (const [sent, shown] of [
      ["confirmed", "confirmed"],
      ["inProcess", "inProcess"],
      ["inShipping", "inShipping"],
      ["Delivered", "delivered"],
    ]) {
      const res = await put(admin.agent, { orderStatus: sent, totalAmount: 1 });
      expect([sent, res.status]).toEqual([sent, 200]);
      expect(res.body).toMatchObject({
        success: true,
        message: "Order status updated successfully",
        data: { _id: order.id, orderStatus: shown, totalAmount: 150 },
      });
    }
    const again = await put(admin.agent, { orderStatus: "confirmed" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      code: "INVALID_STATUS_TRANSITION",
      message: "An order cannot move from Delivered to Confirmed.",
    });

    const other = await placedOrder();
    const putOther = (body: object) => admin.agent.put(`/api/admin/orders/update/${other.id}`).send(body);
    expect((await putOther({ orderStatus: "shipped" })).status).toBe(400);
    expect((await putOther({})).body).toMatchObject({ code: "BAD_USER_INPUT", message: "Order status is required" });
    // A rejection without a reason records a default one here (legacy-client-fixes.test.ts).
    expect((await putOther({ orderStatus: "CONFIRMED" })).body.data.orderStatus).toBe("confirmed");
    expect((await putOther({ orderStatus: "preparing" })).body.data.orderStatus).toBe("inProcess");
    expect((await putOther({ orderStatus: "out_for_delivery" })).body.data.orderStatus).toBe("outForDelivery");

    const third = await placedOrder();
    const rejected = await admin.agent.put(`/api/admin/orders/update/${third.id}`).send({ orderStatus: "rejected", reason: "No rider" });
    expect(rejected.body.data).toMatchObject({ orderStatus: "rejected", rejectionReason: "No rider" });
  });

  it("lets only one of two admins make the same move at the same time", async () => {
    const order = await placedOrder();
    const results = await Promise.all([move(admin.agent, order.id, "CONFIRMED"), move(secondAdmin.agent, order.id, "CONFIRMED")]);
    expect(results.map((r) => errorCode(r) ?? r.data!.updateOrderStatus.status).sort()).toEqual(["CONFIRMED", "INVALID_STATUS_TRANSITION"]);
    const { rows } = await app.db.query(`SELECT from_status, to_status FROM order_status_changes WHERE order_id = $1 ORDER BY created_at`, [
      order.id,
    ]);
    expect(rows).toEqual([
      { from_status: null, to_status: "pending" },
      { from_status: "pending", to_status: "confirmed" },
    ]);
  });
});

describe("the dashboard", () => {
  it("counts today's and the last 14 days' delivered and active orders, by status, waiting, and the top items", async () => {
    const before = (await gql(admin.agent, DASHBOARD)).data!.dashboard;
    expect(before.today).toBe(kolkataDay(0));
    expect(before.days.map((d) => d.date)).toEqual(Array.from({ length: 14 }, (_, i) => kolkataDay(i - 13)));

    const names = ["Top A", "Top B", "Top C", "Top D", "Top E", "Top F"];
    const items: MenuItemRow[] = [];
    for (const name of names) items.push(await insertMenuItem(app.db, restaurant.id, { name }));
    const order = (createdAt: string, status: string, quantities: number[]) =>
      insertOrder(app.db, {
        userId: customer.id,
        restaurantId: restaurant.id,
        restaurantName: "Godavari Meals",
        createdAt,
        status,
        lines: quantities.map((quantity, i) => ({ menuItemId: items[i]!.id, name: names[i]!, unitPricePaise: 10000, quantity })),
      });
    const now = new Date().toISOString();
    await order(now, "pending", [99, 90, 80, 70, 60, 50]); // 449 × ₹100 + ₹30
    await order(now, "delivered", [99]); // ₹9,900 + ₹30
    await order(now, "rejected", [99, 99, 99, 99, 99, 99]);
    await order(now, "cancelled", [1, 1, 1, 1, 1, 99]);
    await order(`${kolkataDay(-3)}T12:00:00+05:30`, "confirmed", [10]); // ₹1,000 + ₹30
    await order(`${kolkataDay(-20)}T12:00:00+05:30`, "delivered", [99, 99, 99, 99, 99, 99]);

    const counted = await app.countQueries(() => gql(admin.agent, DASHBOARD));
    expect(counted.count).toBeLessThanOrEqual(5); // the session's user and four statements (days, statuses, top items, riders)
    const after = (await gql(admin.agent, DASHBOARD)).data!.dashboard;
    expect(after.ordersToday - before.ordersToday).toBe(2);
    const paise = (rupees: number) => Math.round(rupees * 100);
    expect(paise(after.revenueToday) - paise(before.revenueToday)).toBe(4_490_000 + 3_000 + 990_000 + 3_000);
    expect(after.days[13]).toEqual({ date: kolkataDay(0), orders: after.ordersToday, revenue: after.revenueToday });
    expect(after.days[10]!.orders - before.days[10]!.orders).toBe(1);
    expect(paise(after.days[10]!.revenue) - paise(before.days[10]!.revenue)).toBe(103_000);
    const delta = (status: OrderStatus) =>
      after.byStatus.find((s) => s.status === status)!.count - before.byStatus.find((s) => s.status === status)!.count;
    expect(after.byStatus).toHaveLength(10);
    expect((["PENDING", "CONFIRMED", "DELIVERED", "REJECTED", "CANCELLED", "PREPARING"] as const).map(delta)).toEqual([1, 1, 2, 1, 1, 0]);
    expect(after.waitingForAction - before.waitingForAction).toBe(1);
    expect(after.topItems).toEqual([
      { menuItemId: items[0]!.id, name: "Top A", quantity: 99 + 99 + 10, revenue: 20800 },
      { menuItemId: items[1]!.id, name: "Top B", quantity: 90, revenue: 9000 },
      { menuItemId: items[2]!.id, name: "Top C", quantity: 80, revenue: 8000 },
      { menuItemId: items[3]!.id, name: "Top D", quantity: 70, revenue: 7000 },
      { menuItemId: items[4]!.id, name: "Top E", quantity: 60, revenue: 6000 },
    ]);
  });
});

describe("who may use the admin order operations", () => {
  it("answers anonymous callers 401, customers 403, and admins 403 on the superadmin details", async () => {
    const order = await placedOrder();
    const operations: Operation[] = [
      operation(ADMIN_ORDERS),
      operation(ADMIN_ORDER, { id: order.id }),
      operation(MOVE, { id: order.id, status: "CONFIRMED" }),
      operation(DASHBOARD),
    ];
    const anonymous = app.agent();
    for (const send of operations) {
      expect(errorCode(await send(anonymous))).toBe("UNAUTHENTICATED");
      expect(errorCode(await send(customer.agent))).toBe("FORBIDDEN");
    }
    const rest: Array<[string, string]> = [
      ["get", "/api/admin/orders/get"],
      ["get", `/api/admin/orders/details/${order.id}`],
      ["put", `/api/admin/orders/update/${order.id}`],
    ];
    for (const [method, path] of rest) {
      const send = (agent: Agent) => (method === "get" ? agent.get(path) : agent.put(path).send({ orderStatus: "confirmed" }));
      expect([path, (await send(anonymous)).status]).toEqual([path, 401]);
      expect([path, (await send(customer.agent)).status]).toEqual([path, 403]);
    }
    const { rows } = await app.db.query(`SELECT status FROM orders WHERE id = $1`, [order.id]);
    expect(rows[0].status).toBe("pending");
  });
});
