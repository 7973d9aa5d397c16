import webpush from "web-push";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { createApiKey, keyAgent } from "./support/api-keys";
import { insertRestaurant } from "./support/fixtures";
import { errorCode, gql } from "./support/graphql";
import { SAVE_PUSH_SUBSCRIPTION, SET_PREFERRED_LANGUAGE } from "./support/operations";
import { insertOrder } from "./support/order-fixtures";
import { PushReceiver, TestBrowser } from "./support/push-receiver";
import { startTestApp, type TestApp } from "./support/test-app";
import { graphql } from "./gql";
import { ANSWER_ORDER_PROBLEM as ANSWER, ORDER_PROBLEMS as QUEUE, REPORT_ORDER_PROBLEM as REPORT } from "./support/order-problems";

/**
 * Help with an order: its customer reports a problem while it is on its way or up to 48 hours
 * after its delivery, one open at a time; admins answer from the Help queue and the customer hears
 * of each answer by push and e-mail in their own language. The window is judged on the database's
 * clock, so the tests move an order's delivery back in time rather than wait.
 */

const ORDER_PROBLEMS = graphql(`
  query OrderWithProblems($id: ID!) { order(id: $id) { id problems { id kind status answer lines { name } } } }
`);
const ADMIN_ORDER_PROBLEMS = graphql(`
  query AdminOrderProblems { adminOrders(limit: 50) { items { id problems { id } } } }
`);

const vapid = webpush.generateVAPIDKeys();
const receiver = new PushReceiver();
let app: TestApp;
let restaurant: { id: string; name: string };
let customer: Awaited<ReturnType<typeof signedInCustomer>>;
let other: Awaited<ReturnType<typeof signedInCustomer>>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  await receiver.start();
  app = await startTestApp({
    // A short safety net: a notice the answering node left undone is sent by the queue within seconds.
    orderEffects: { safetyNetSeconds: 1, pollingIntervalSeconds: 1 },
    env: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: "mailto:push-test@ruchi.example",
      PUSH_ALLOW_HTTP_ENDPOINTS: "true",
    },
  });
  restaurant = await insertRestaurant(app.db, { name: "Sri Krishna Tiffins" });
  customer = await signedInCustomer(app, { userName: "Lakshmi" });
  other = await signedInCustomer(app);
  admin = await signedInStaff(app, "admin");
});
afterAll(async () => {
  await app.stop();
  await receiver.stop();
});

const LINES = [
  { menuItemId: null, name: "Masala Dosa", unitPricePaise: 6000, quantity: 2 },
  { menuItemId: null, name: "Raita", unitPricePaise: 2000, quantity: 1 },
];

/** An order of the customer in a status; a delivered one delivered `hoursAgo` hours ago (the database's clock). */
async function orderOf(userId: string, status: string, hoursAgo = 1): Promise<{ id: string; lineIds: string[] }> {
  const id = await insertOrder(app.db, {
    userId,
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    createdAt: new Date(Date.now() - (hoursAgo + 1) * 3600_000).toISOString(),
    status,
    lines: LINES,
  });
  if (status === "delivered") {
    await app.db.query(`UPDATE orders SET delivered_at = now() - make_interval(hours => $2) WHERE id = $1`, [id, hoursAgo]);
  }
  if (status === "delivery_failed") {
    await app.db.query(
      `INSERT INTO order_status_changes (order_id, from_status, to_status, created_at)
       VALUES ($1, 'out_for_delivery', 'delivery_failed', now() - make_interval(hours => $2))`,
      [id, hoursAgo],
    );
  }
  const { rows } = await app.db.query(`SELECT id FROM order_lines WHERE order_id = $1 ORDER BY position`, [id]);
  return { id, lineIds: rows.map((row: { id: string }) => row.id) };
}

const missing = (lineIds: string[] = []) => ({ kind: "MISSING_ITEM" as const, text: "The raita was missing.", lineIds });

describe("reporting a problem", () => {
  it("lets the order's customer report one, naming the lines; it shows on the order for them and admins", async () => {
    const order = await orderOf(customer.id, "delivered", 2);
    const reported = await gql(customer.agent, REPORT, { orderId: order.id, input: missing([order.lineIds[1]!]) });
    expect(reported.errors).toBeUndefined();
    expect(reported.data!.reportOrderProblem).toMatchObject({
      orderId: order.id,
      kind: "MISSING_ITEM",
      text: "The raita was missing.",
      status: "OPEN",
      answer: null,
      answeredAt: null,
      lines: [{ name: "Raita", quantity: 1 }],
    });
    const seen = await gql(customer.agent, ORDER_PROBLEMS, { id: order.id });
    expect(seen.data!.order.problems).toEqual([
      { id: reported.data!.reportOrderProblem.id, kind: "MISSING_ITEM", status: "OPEN", answer: null, lines: [{ name: "Raita" }] },
    ]);
    const adminView = await gql(admin.agent, ADMIN_ORDER_PROBLEMS);
    expect(adminView.errors).toBeUndefined();
    expect(adminView.data!.adminOrders.items.find((item) => item.id === order.id)!.problems).toHaveLength(1);
  });

  it("refuses everyone but the order's customer: FORBIDDEN for another customer and an admin, for an API key too", async () => {
    const order = await orderOf(customer.id, "out_for_delivery");
    expect(errorCode(await gql(other.agent, REPORT, { orderId: order.id, input: missing() }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(admin.agent, REPORT, { orderId: order.id, input: missing() }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(app.agent(), REPORT, { orderId: order.id, input: missing() }))).toBe("UNAUTHENTICATED");
    const superadmin = await signedInStaff(app, "superadmin");
    const key = await createApiKey(superadmin.agent, { name: "Help key", scopes: ["ORDERS_READ"], restaurantIds: [restaurant.id] });
    expect(errorCode(await gql(keyAgent(app.url, key.secret), REPORT, { orderId: order.id, input: missing() }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(other.agent, ORDER_PROBLEMS, { id: order.id }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(customer.agent, REPORT, { orderId: "00000000-0000-4000-8000-000000000000", input: missing() }))).toBe(
      "NOT_FOUND",
    );
    const { rows } = await app.db.query(`SELECT count(*)::int AS n FROM order_problems WHERE order_id = $1`, [order.id]);
    expect(rows[0].n).toBe(0);
  });

  it("keeps one open problem per order, even when two reports race", async () => {
    const order = await orderOf(customer.id, "preparing");
    const both = await Promise.all([
      gql(customer.agent, REPORT, { orderId: order.id, input: { kind: "LATE", text: "Still waiting" } }),
      gql(customer.agent, REPORT, { orderId: order.id, input: { kind: "LATE", text: "Still waiting!" } }),
    ]);
    expect(both.map((result) => errorCode(result) ?? "reported").sort()).toEqual(["PROBLEM_ALREADY_OPEN", "reported"]);
    const open = both.find((result) => !result.errors)!.data!.reportOrderProblem;
    expect(errorCode(await gql(customer.agent, REPORT, { orderId: order.id, input: missing() }))).toBe("PROBLEM_ALREADY_OPEN");
    // Once resolved, the customer may report another.
    expect((await gql(admin.agent, ANSWER, { id: open.id, text: "On its way now.", resolve: true })).errors).toBeUndefined();
    expect((await gql(customer.agent, REPORT, { orderId: order.id, input: missing() })).errors).toBeUndefined();
  });

  it("accepts reports up to 48 hours after the delivery (a failed one too), then PROBLEM_REPORT_CLOSED", async () => {
    const recent = await orderOf(customer.id, "delivered", 47);
    const old = await orderOf(customer.id, "delivered", 49);
    const failedRecently = await orderOf(customer.id, "delivery_failed", 10);
    const failedLongAgo = await orderOf(customer.id, "delivery_failed", 50);
    expect((await gql(customer.agent, REPORT, { orderId: recent.id, input: missing() })).errors).toBeUndefined();
    expect(errorCode(await gql(customer.agent, REPORT, { orderId: old.id, input: missing() }))).toBe("PROBLEM_REPORT_CLOSED");
    expect((await gql(customer.agent, REPORT, { orderId: failedRecently.id, input: missing() })).errors).toBeUndefined();
    expect(errorCode(await gql(customer.agent, REPORT, { orderId: failedLongAgo.id, input: missing() }))).toBe("PROBLEM_REPORT_CLOSED");
  });

  it("refuses rejected and cancelled orders: nothing was delivered or paid", async () => {
    for (const status of ["rejected", "cancelled"]) {
      const order = await orderOf(customer.id, status);
      expect(errorCode(await gql(customer.agent, REPORT, { orderId: order.id, input: missing() }))).toBe("PROBLEM_REPORT_CLOSED");
    }
  });

  it("judges the input: the text 1 to 1000 characters, lines of that order only, at most five problems per order", async () => {
    const order = await orderOf(customer.id, "confirmed");
    const another = await orderOf(customer.id, "confirmed");
    const refused = [
      { kind: "OTHER" as const, text: "   " },
      { kind: "OTHER" as const, text: "x".repeat(1001) },
      missing([another.lineIds[0]!]),
      missing(["not-an-id"]),
    ];
    for (const input of refused) expect(errorCode(await gql(customer.agent, REPORT, { orderId: order.id, input }))).toBe("BAD_USER_INPUT");
    for (let round = 0; round < 5; round += 1) {
      const reported = await gql(customer.agent, REPORT, { orderId: order.id, input: { kind: "OTHER", text: `Round ${round}` } });
      expect(reported.errors).toBeUndefined();
      await gql(admin.agent, ANSWER, { id: reported.data!.reportOrderProblem.id, text: "Sorted.", resolve: true });
    }
    expect(errorCode(await gql(customer.agent, REPORT, { orderId: order.id, input: missing() }))).toBe("PROBLEM_LIMIT_REACHED");
  });
});

describe("the Help queue and the answers", () => {
  it("lists the open problems oldest first, for admins only", async () => {
    const first = await orderOf(other.id, "delivered");
    const second = await orderOf(other.id, "delivered");
    const a = await gql(other.agent, REPORT, { orderId: first.id, input: { kind: "QUALITY", text: "Cold" } });
    const b = await gql(other.agent, REPORT, { orderId: second.id, input: { kind: "RIDER", text: "Rude" } });
    const queue = await gql(admin.agent, QUEUE, { status: "OPEN" });
    expect(queue.errors).toBeUndefined();
    const ids = queue.data!.orderProblems.map((problem) => problem.id);
    expect(ids.indexOf(a.data!.reportOrderProblem.id)).toBeLessThan(ids.indexOf(b.data!.reportOrderProblem.id));
    expect(queue.data!.orderProblems.every((problem) => problem.status === "OPEN")).toBe(true);
    expect(queue.data!.orderProblems.find((problem) => problem.id === a.data!.reportOrderProblem.id)!.order).toMatchObject({
      id: first.id,
      restaurantName: restaurant.name,
    });
    expect(errorCode(await gql(customer.agent, QUEUE, {}))).toBe("FORBIDDEN");
    expect(errorCode(await gql(app.agent(), QUEUE, {}))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(customer.agent, ANSWER, { id: a.data!.reportOrderProblem.id, text: "x", resolve: true }))).toBe("FORBIDDEN");
  });

  it("tells the customer of each answer by push and e-mail in their language; resolving closes the problem", async () => {
    const teluguCustomer = await signedInCustomer(app, { userName: "Sita" });
    expect((await gql(teluguCustomer.agent, SET_PREFERRED_LANGUAGE, { language: "te" })).errors).toBeUndefined();
    const browser = new TestBrowser(receiver);
    expect((await gql(teluguCustomer.agent, SAVE_PUSH_SUBSCRIPTION, { input: browser.subscription })).errors).toBeUndefined();
    const order = await orderOf(teluguCustomer.id, "delivered");
    const reported = await gql(teluguCustomer.agent, REPORT, { orderId: order.id, input: missing([order.lineIds[1]!]) });
    const problemId = reported.data!.reportOrderProblem.id;
    const shortId = order.id.slice(-6).toUpperCase();

    const kept = await gql(admin.agent, ANSWER, { id: problemId, text: "Sorry! We are checking with the restaurant.", resolve: false });
    expect(kept.data!.answerOrderProblem).toMatchObject({
      status: "OPEN",
      answer: "Sorry! We are checking with the restaurant.",
      resolvedAt: null,
    });
    const firstMail = await app.mail.latest(teluguCustomer.email, new RegExp(`#${shortId}`));
    expect(firstMail.subject).toBe(`ఆర్డర్ #${shortId} గురించి మీ సందేశానికి Ruchi సమాధానం ఇచ్చింది`);
    expect(firstMail.text).toContain("Sorry! We are checking with the restaurant.");
    expect(firstMail.text).toContain("మేము ఇంకా దీనిపై పని చేస్తున్నాము");
    await app.running.services.pushSender.idle();
    await eventuallyPushes(browser, 1);
    expect(browser.decrypt(receiver.to(browser)[0]!)).toEqual({
      title: `ఆర్డర్ #${shortId} గురించి సహాయం`,
      body: "Ruchi సమాధానం: Sorry! We are checking with the restaurant.",
      url: `/shop/account?tab=orders&order=${order.id}`,
    });

    const mailsBefore = app.mail.messages.length;
    const resolved = await gql(admin.agent, ANSWER, { id: problemId, text: "A refund of ₹20 is on its way.", resolve: true });
    expect(resolved.data!.answerOrderProblem).toMatchObject({ status: "RESOLVED", answer: "A refund of ₹20 is on its way." });
    expect(resolved.data!.answerOrderProblem.resolvedAt).not.toBeNull();
    const secondMail = await app.mail.latest(teluguCustomer.email, new RegExp(`#${shortId}`), mailsBefore);
    expect(secondMail.text).toContain("A refund of ₹20 is on its way.");
    expect(secondMail.text).toContain("ఈ సమస్య పరిష్కరించబడినట్లు గుర్తించాము.");
    await eventuallyPushes(browser, 2);

    const seen = await gql(teluguCustomer.agent, ORDER_PROBLEMS, { id: order.id });
    expect(seen.data!.order.problems).toEqual([
      { id: problemId, kind: "MISSING_ITEM", status: "RESOLVED", answer: "A refund of ₹20 is on its way.", lines: [{ name: "Raita" }] },
    ]);
    expect(errorCode(await gql(admin.agent, ANSWER, { id: problemId, text: "More", resolve: false }))).toBe("PROBLEM_RESOLVED");
    // Each notice was carried out by the answering node: no job is left for the queue.
    const left = await app.db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'order-problem-answers'`);
    expect(left.rows[0].n).toBe(0);
  });

  it("writes to an English customer in English", async () => {
    const order = await orderOf(other.id, "delivered");
    const reported = await gql(other.agent, REPORT, { orderId: order.id, input: { kind: "WRONG_ITEM", text: "Got idli, not dosa" } });
    await gql(admin.agent, ANSWER, { id: reported.data!.reportOrderProblem.id, text: "We are sending a dosa.", resolve: true });
    const shortId = order.id.slice(-6).toUpperCase();
    const mail = await app.mail.latest(other.email, new RegExp(`#${shortId}`));
    expect(mail.subject).toBe(`Ruchi answered your message about order #${shortId}`);
    expect(mail.text).toContain("We have marked this problem as resolved.");
  });
});

describe("a notice the answering node could not send", () => {
  it("is sent by the job queue, on any node, with the answer's own words", async () => {
    const order = await orderOf(other.id, "delivered");
    const reported = await gql(other.agent, REPORT, { orderId: order.id, input: { kind: "LATE", text: "An hour late" } });
    const problemId = reported.data!.reportOrderProblem.id;
    const notices = app.running.services.problemAnswerNotices;
    // The answer's transaction queued its job, and the node died before telling the customer.
    await app.running.dataSource.transaction((tx) =>
      notices.record(tx, { problemId, orderId: order.id, userId: other.id, answer: "We are sorry for the wait.", resolved: true }),
    );
    const shortId = order.id.slice(-6).toUpperCase();
    const mail = await app.mail.latest(other.email, new RegExp(`#${shortId}`));
    expect(mail.text).toContain("We are sorry for the wait.");
  });
});

async function eventuallyPushes(browser: TestBrowser, count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (receiver.to(browser).length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} pushes, got ${receiver.to(browser).length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
