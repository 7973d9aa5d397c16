import type request from "supertest";
import { hoursClosedNow, hoursOpenNow, offset, PLACES } from "./catalogue-support";
import { newCustomer, signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant, type RestaurantRow } from "./support/fixtures";
import { ORDER_STATUS_UPDATES } from "./support/operations";
import { insertOrder } from "./support/order-fixtures";
import { eventually, openSocket, type SubscriptionSocket } from "./support/subscriptions";
import { startTestApp, type TestApp } from "./support/test-app";

/**
 * A client written for the original server, pointed at Ruchi: each test does what that client
 * does and checks what its user would see.
 */

type Agent = request.Agent;
let app: TestApp;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
const sockets: SubscriptionSocket[] = [];

beforeAll(async () => {
  app = await startTestApp();
  customer = await signedInCustomer(app, { userName: "Old Client Customer" });
  admin = await signedInStaff(app, "admin");
});
afterAll(async () => {
  for (const socket of sockets.splice(0)) await socket.close();
  await app.stop();
});

/** How the old client shows an answer: `message` from a 2xx body, otherwise a generic line. */
const shownToUser = (res: request.Response) => (res.status >= 200 && res.status < 300 ? res.body.message : "Something went wrong");

describe("auth failures, read by a client that takes `message` only from a 2xx answer", () => {
  const expectShownFailure = (res: request.Response, code: string, message: string | RegExp) => {
    expect([res.status, res.body.success, res.body.code]).toEqual([200, false, code]);
    expect(shownToUser(res)).toMatch(message);
  };

  it("answers register, verify-otp, resend-otp and login failures with 200 and success: false", async () => {
    const someone = newCustomer();
    const agent = app.agent();

    const missing = await agent.post("/api/auth/register").send({ email: someone.email });
    expectShownFailure(missing, "BAD_USER_INPUT", "User name is required");
    expect(missing.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(["password", "phone", "userName"]);
    expectShownFailure(
      await agent.post("/api/auth/register").send({ ...someone, phone: "123" }),
      "BAD_USER_INPUT",
      "Enter Valid Phone Number",
    );

    expect((await agent.post("/api/auth/register").send(someone)).status).toBe(201);
    const code = await app.mail.otp(someone.email);
    expectShownFailure(
      await agent.post("/api/auth/login").send({ email: someone.email, password: someone.password }),
      "EMAIL_NOT_VERIFIED",
      /verify your e-mail/,
    );
    const wrongCode = code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
    expectShownFailure(
      await agent.post("/api/auth/verify-otp").send({ email: someone.email, otp: wrongCode }),
      "INVALID_OTP",
      /^Invalid OTP/,
    );
    expectShownFailure(
      await agent.post("/api/auth/verify-otp").send({ email: someone.email, otp: "12" }),
      "BAD_USER_INPUT",
      "Enter the 6-digit code from the e-mail",
    );
    expectShownFailure(await agent.post("/api/auth/resend-otp").send({ email: "not an e-mail" }), "BAD_USER_INPUT", /e-mail/i);

    expect((await agent.post("/api/auth/verify-otp").send({ email: someone.email, otp: code })).body.success).toBe(true);
    expectShownFailure(await agent.post("/api/auth/verify-otp").send({ email: someone.email, otp: code }), "INVALID_OTP", /.+/);
    expectShownFailure(
      await agent.post("/api/auth/login").send({ email: someone.email, password: "not the password" }),
      "INVALID_CREDENTIALS",
      "Incorrect email or password.",
    );
    expectShownFailure(
      await agent.post("/api/auth/login").send({ email: "nobody@example.com", password: "whatever 1" }),
      "INVALID_CREDENTIALS",
      "Incorrect email or password.",
    );
    expectShownFailure(await agent.post("/api/auth/login").send({}), "BAD_USER_INPUT", /.+/);

    const login = await agent.post("/api/auth/login").send({ email: someone.email, password: someone.password });
    expect([login.status, shownToUser(login)]).toEqual([200, "Logged in Successfully"]);
  });

  it("answers forgot-password and reset-password failures with 200 and success: false, but a bad reset link with 400", async () => {
    expectShownFailure(await app.agent().post("/api/auth/forgot-password").send({ email: "nope" }), "BAD_USER_INPUT", /e-mail/i);
    // The old reset page shows any 2xx answer in green, as a success: a bad link must not be one.
    const reset = await app.agent().post("/api/auth/reset-password/not-a-real-token").send({ password: "a new password 1" });
    expect([reset.status, reset.body]).toEqual([
      400,
      { success: false, message: "Invalid or expired token.", code: "INVALID_RESET_TOKEN" },
    ]);
    expectShownFailure(
      await app
        .agent()
        .post(`/api/auth/reset-password/${"a".repeat(43)}`)
        .send({}),
      "BAD_USER_INPUT",
      /.+/,
    );
  });

  it("keeps 429 for rate limits and 401 for check-auth without a session", async () => {
    const email = newCustomer().email;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await app.agent().post("/api/auth/login").send({ email, password: "guess number 1" })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const checked = await app.agent().get("/api/auth/check-auth");
    expect(checked.status).toBe(401);
    expect(checked.body).toEqual({ success: false, message: "Not Authorized! Please Login again!", code: "UNAUTHENTICATED" });
  });
});

describe("the restaurant list an old menu page loads from GET /api/admin/restaurants/get", () => {
  let closedNow: RestaurantRow;
  let openNow: RestaurantRow;
  beforeAll(async () => {
    closedNow = await insertRestaurant(app.db, { name: "Legacy Evening Kitchen", ...PLACES.guntur, ...hoursClosedNow() });
    openNow = await insertRestaurant(app.db, { name: "Legacy Day Kitchen", ...PLACES.guntur, ...hoursOpenNow() });
    await app.db.query(`UPDATE restaurants SET email = 'owner@kitchen.example', phone = '9000011111' WHERE id IN ($1, $2)`, [
      closedNow.id,
      openNow.id,
    ]);
  });

  const listed = (res: request.Response, id: string) => res.body.data.find((r: { _id: string }) => r._id === id);

  it.each([
    ["a signed-out visitor", () => app.agent()],
    ["a customer", () => customer.agent],
  ])("answers %s with the shop's view: the shop's document, isOpen meaning open now", async (_who, agentOf: () => Agent) => {
    const res = await agentOf().get("/api/admin/restaurants/get");
    expect([res.status, res.body.success]).toEqual([200, true]);
    const evening = listed(res, closedNow.id);
    expect(evening).toMatchObject({
      _id: closedNow.id,
      name: "Legacy Evening Kitchen",
      isOpen: false,
      rating: "4.2",
      location: { type: "Point" },
    });
    expect(evening).toMatchObject({ isOpenNow: false, email: "owner@kitchen.example", phone: "9000011111" });
    expect(listed(res, openNow.id)).toMatchObject({ name: "Legacy Day Kitchen", isOpen: true });
  });

  it("answers staff with the admin's switch as isOpen", async () => {
    const res = await admin.agent.get("/api/admin/restaurants/get");
    expect(res.status).toBe(200);
    expect(listed(res, closedNow.id)).toMatchObject({
      isOpen: true,
      isOpenNow: false,
      email: "owner@kitchen.example",
      phone: "9000011111",
    });
  });
});

describe("open now, for a client that knows only isOpen", () => {
  it("reads isOpen as open now on the shop paths, where add-to-cart agrees, and as the switch on the admin paths", async () => {
    const here = PLACES.kurnool;
    const closed = await insertRestaurant(app.db, { name: "Shut Till Evening", ...offset(here, 1, 0), ...hoursClosedNow() });
    const open = await insertRestaurant(app.db, { name: "Open Till Late", ...offset(here, 2, 0), ...hoursOpenNow() });
    const dish = await insertMenuItem(app.db, closed.id, { name: "Evening Dosa" });
    await insertMenuItem(app.db, open.id, { name: "Lunch Meals" });

    const list = await app.agent().get("/api/shop/restaurants/get").query(here);
    expect(list.body.data.map((r: { name: string; isOpen: boolean }) => [r.name, r.isOpen])).toEqual([
      ["Shut Till Evening", false],
      ["Open Till Late", true],
    ]);
    const found = await app.agent().get("/api/shop/search/Dosa").query(here);
    expect(found.body.data).toEqual([expect.objectContaining({ name: "Evening Dosa", isRestaurantOpen: false })]);

    const added = await customer.agent.post("/api/shop/cart/add").send({ userId: customer.id, menuItemId: dish.id, quantity: 1 });
    expect([added.status, added.body.code]).toEqual([409, "RESTAURANT_CLOSED"]);

    const edited = await admin.agent.put(`/api/admin/restaurants/edit/${closed.id}`).send({ discount: 10 });
    expect(edited.body.data).toMatchObject({ isOpen: true, isOpenNow: false, email: "" });
  });
});

describe("order status set by old admin screens on PUT /api/admin/orders/update/{id}", () => {
  let restaurant: RestaurantRow;
  beforeAll(async () => {
    restaurant = await insertRestaurant(app.db, { name: "Legacy Order Kitchen" });
  });
  const pendingOrder = (status = "pending") =>
    insertOrder(app.db, {
      userId: customer.id,
      restaurantId: restaurant.id,
      restaurantName: "Legacy Order Kitchen",
      createdAt: new Date().toISOString(),
      status,
      lines: [{ menuItemId: null, name: "Thali", unitPricePaise: 12000, quantity: 1 }],
    });
  const put = (id: string, body: object) => admin.agent.put(`/api/admin/orders/update/${id}`).send(body);
  const history = async (id: string) =>
    (
      await app.db.query(
        `SELECT from_status, to_status, changed_by_id, created_at FROM order_status_changes WHERE order_id = $1 ORDER BY created_at`,
        [id],
      )
    ).rows;
  const statusMails = (id: string) =>
    app.mail.messages.filter((m) => m.to === customer.email.toLowerCase() && m.subject.includes(`#${id.slice(-6).toUpperCase()}:`));

  it("walks a pending order set to delivered through every step, and tells the customer once", async () => {
    const socket = openSocket(app.url, { cookie: customer.cookie });
    sockets.push(socket);
    const live = socket.subscribe(ORDER_STATUS_UPDATES);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const id = await pendingOrder();

    const res = await put(id, { orderStatus: "delivered" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Order status updated successfully",
      data: { _id: id, orderStatus: "delivered" },
    });
    const steps = await history(id);
    expect(steps.map((s) => `${s.from_status}>${s.to_status}`)).toEqual([
      "null>pending",
      "pending>confirmed",
      "confirmed>preparing",
      "preparing>out_for_delivery",
      "out_for_delivery>delivered",
    ]);
    expect(steps.slice(1).map((s) => s.changed_by_id)).toEqual(Array(4).fill(admin.id));
    // Each step has its own time, so the history's order is the walk's.
    const { rows } = await app.db.query(`SELECT count(DISTINCT created_at)::int AS n FROM order_status_changes WHERE order_id = $1`, [id]);
    expect(rows[0].n).toBe(5);

    await app.mail.latest(customer.email, new RegExp(`#${id.slice(-6).toUpperCase()}: Delivered$`));
    await eventually("the customer hears of the change", () => live.results.length >= 1);
    // A later change's mail and event prove that nothing else was still on its way.
    const next = await pendingOrder();
    expect((await put(next, { orderStatus: "confirmed" })).status).toBe(200);
    await app.mail.latest(customer.email, new RegExp(`#${next.slice(-6).toUpperCase()}: Confirmed$`));
    await eventually("the customer hears of the later change", () => live.results.some((r) => r.data?.orderUpdated.id === next));
    expect(statusMails(id).map((m) => m.subject)).toEqual([expect.stringMatching(/: Delivered$/)]);
    expect(live.results.filter((r) => r.data?.orderUpdated.id === id).map((r) => r.data!.orderUpdated.status)).toEqual(["DELIVERED"]);
  });

  it("answers in the spelling the caller used", async () => {
    const cases: Array<[string, string, string]> = [
      ["outForDelivery", "outForDelivery", "out_for_delivery"],
      ["inShipping", "inShipping", "out_for_delivery"],
      ["inProcess", "inProcess", "preparing"],
      ["confirmed", "confirmed", "confirmed"],
    ];
    for (const [sent, answered, stored] of cases) {
      const id = await pendingOrder();
      const res = await put(id, { orderStatus: sent });
      expect([sent, res.status, res.body.data?.orderStatus]).toEqual([sent, 200, answered]);
      const { rows } = await app.db.query(`SELECT status FROM orders WHERE id = $1`, [id]);
      expect([sent, rows[0].status]).toEqual([sent, stored]);
    }
    const shipped = await pendingOrder("preparing");
    expect((await put(shipped, { orderStatus: "outForDelivery" })).body.data.orderStatus).toBe("outForDelivery");
    expect((await put(shipped, { orderStatus: "delivered" })).body.data.orderStatus).toBe("delivered");
  });

  it("still answers 409 for a move that is not reachable forward, and changes nothing", async () => {
    const delivered = await pendingOrder("delivered");
    const preparing = await pendingOrder("preparing");
    const pending = await pendingOrder();
    const refused: Array<[string, object, string]> = [
      [delivered, { orderStatus: "pending" }, "An order cannot move from Delivered to Pending."],
      [delivered, { orderStatus: "delivered" }, "An order cannot move from Delivered to Delivered."],
      [preparing, { orderStatus: "rejected", reason: "No rider" }, "An order cannot move from Preparing to Rejected."],
      [preparing, { orderStatus: "confirmed" }, "An order cannot move from Preparing to Confirmed."],
      [pending, { orderStatus: "cancelled" }, "An order cannot move from Pending to Cancelled. Only the customer can cancel an order."],
    ];
    for (const [id, body, message] of refused) {
      const res = await put(id, body);
      expect([res.status, res.body]).toEqual([409, { success: false, code: "INVALID_STATUS_TRANSITION", message }]);
    }
    for (const id of [delivered, preparing, pending]) expect(await history(id)).toHaveLength(1);

    const rejected = await put(pending, { orderStatus: "rejected", reason: "Kitchen closed" });
    expect(rejected.body.data).toMatchObject({ orderStatus: "rejected", rejectionReason: "Kitchen closed" });
    expect((await history(pending)).map((s) => s.to_status)).toEqual(["pending", "rejected"]);
  });
});
