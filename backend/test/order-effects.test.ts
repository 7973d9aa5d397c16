import { randomUUID } from "node:crypto";
import { OrderEffects } from "../src/modules/orders/order-effects";
import { OrderNotifier } from "../src/modules/orders/order-notifier";
import { Order } from "../src/modules/orders/order.entity";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { gql } from "./support/graphql";
import { PLACE_ORDER, UPDATE_ORDER_STATUS } from "./support/operations";
import { fillCart, insertAddress } from "./support/order-fixtures";
import { startTestApp, type TestApp } from "./support/test-app";
import { createWebhook, eventually, WebhookReceiver } from "./support/webhooks";

/**
 * The effects of an order event (e-mails, pushes, webhooks) are carried out at least once
 * (modules/orders/order-effects.ts): a job per effect is queued in the order's transaction and
 * dropped once the node has carried the effect out; a node that dies after the commit, or a
 * database that is away when an effect reads, leaves the job, which the queue runs later on any
 * node. A one-second safety net here (30 s in production).
 */
let app: TestApp;
let restaurant: RestaurantRow;
let dish: MenuItemRow;
let superadmin: Awaited<ReturnType<typeof signedInStaff>>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let hooks: WebhookReceiver;

beforeAll(async () => {
  app = await startTestApp({ env: { WEBHOOK_ALLOW_LOCAL: "true" }, orderEffects: { safetyNetSeconds: 1, pollingIntervalSeconds: 0.5 } });
  restaurant = await insertRestaurant(app.db, { name: "Effects Kitchen" });
  dish = await insertMenuItem(app.db, restaurant.id, { name: "Pesarattu" });
  superadmin = await signedInStaff(app, "superadmin");
  admin = await signedInStaff(app, "admin");
  hooks = await new WebhookReceiver().start();
  await createWebhook(superadmin.agent, { url: hooks.url, events: ["ORDER_PLACED", "ORDER_STATUS_CHANGED"] });
});
afterAll(async () => {
  jest.restoreAllMocks();
  await hooks.stop();
  await app.stop();
});
afterEach(() => jest.restoreAllMocks());

async function placeOrder() {
  const customer = await signedInCustomer(app);
  const addressId = await insertAddress(app.db, customer.id);
  await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dish.id, quantity: 1 }]);
  const placed = await gql(customer.agent, PLACE_ORDER, { i: { addressId, idempotencyKey: randomUUID() } });
  expect(placed.errors).toBeUndefined();
  const order = placed.data!.placeOrder;
  return { customer, order, shortId: order.id.slice(-6).toUpperCase() };
}

const mailsTo = (to: string, subject: RegExp) => app.mail.messages.filter((m) => m.to === to && subject.test(m.subject)).length;
const webhookEventsFor = (orderId: string) =>
  hooks.received.filter((r) => (JSON.parse(r.body) as { data: { id: string } }).data.id === orderId);
const jobsLeft = async () =>
  Number(
    (await app.db.query(`SELECT count(*) FROM pgboss.job WHERE name = 'order-effects' AND state IN ('created', 'retry', 'active')`)).rows[0]
      .count,
  );
/** Longer than the safety net and a polling round: a job left behind would have run by then. */
const pastTheSafetyNet = () => new Promise((resolve) => setTimeout(resolve, 2500));

describe("the effects of an order event", () => {
  it("are carried out once when all goes well, and leave no job behind", async () => {
    const { customer, order, shortId } = await placeOrder();
    await app.mail.latest(customer.email, new RegExp(`#${shortId} is placed`));
    await app.mail.latest(admin.email, new RegExp(`New order #${shortId}`));
    await eventually(
      async () => webhookEventsFor(order.id),
      (events) => events.length === 1,
    );
    await eventually(jobsLeft, (left) => left === 0, 5000);
    await pastTheSafetyNet();
    expect(mailsTo(customer.email, new RegExp(`#${shortId} is placed`))).toBe(1);
    expect(webhookEventsFor(order.id)).toHaveLength(1);
  });

  it("are carried out by the queue when the node dies right after the commit", async () => {
    // The node "dies" between the commit and its effects: it never runs them.
    jest.spyOn(OrderEffects.prototype, "carryOut").mockImplementation(async () => undefined);
    const { customer, order, shortId } = await placeOrder();
    expect(mailsTo(customer.email, new RegExp(`#${shortId} is placed`))).toBe(0);
    await app.mail.latest(customer.email, new RegExp(`#${shortId} is placed`));
    await app.mail.latest(admin.email, new RegExp(`New order #${shortId}`));
    const [event] = await eventually(
      async () => webhookEventsFor(order.id),
      (events) => events.length === 1,
    );
    expect(JSON.parse(event!.body)).toMatchObject({ type: "order.placed", data: { id: order.id, status: "PENDING" } });
    await eventually(jobsLeft, (left) => left === 0, 5000);
    await pastTheSafetyNet();
    expect(mailsTo(customer.email, new RegExp(`#${shortId} is placed`))).toBe(1);
    expect(webhookEventsFor(order.id)).toHaveLength(1);
  });

  it("run again, alone, when the database was away as one of them read: the others are not repeated", async () => {
    const { order, shortId, customer } = await placeOrder();
    await app.mail.latest(customer.email, new RegExp(`#${shortId} is placed`));
    const away = Object.assign(new Error("Connection terminated unexpectedly"), { code: "57P01" });
    jest.spyOn(OrderNotifier.prototype, "statusChanged").mockRejectedValueOnce(away);
    const confirmed = await gql(admin.agent, UPDATE_ORDER_STATUS, { id: order.id, status: "CONFIRMED" });
    expect(confirmed.errors).toBeUndefined();
    const changes = () => webhookEventsFor(order.id).filter((r) => JSON.parse(r.body).type === "order.status_changed");
    await eventually(
      async () => changes(),
      (events) => events.length === 1,
    );
    // The status mail failed on the node; the queue sends it a little later.
    await app.mail.latest(customer.email, /confirmed/i);
    await eventually(jobsLeft, (left) => left === 0, 5000);
    await pastTheSafetyNet();
    expect(mailsTo(customer.email, /confirmed/i)).toBe(1);
    expect(changes()).toHaveLength(1);
  });

  it("make one webhook event of one effect, however often it runs", async () => {
    const { order } = await placeOrder();
    await eventually(
      async () => webhookEventsFor(order.id),
      (events) => events.length === 1,
    );
    const events = async () =>
      Number(
        (await app.db.query(`SELECT count(*) FROM webhook_events WHERE body::jsonb -> 'data' ->> 'id' = $1`, [order.id])).rows[0].count,
      );
    const stored = await app.running.dataSource.getRepository(Order).findOneByOrFail({ id: order.id });
    const effect = { type: "ORDER_PLACED" as const, order: stored, at: stored.createdAt, requestLanguage: null, effectId: randomUUID() };
    await app.running.services.webhooks.orderEvents(effect);
    expect(await events()).toBe(2);
    await app.running.services.webhooks.orderEvents(effect);
    expect(await events()).toBe(2);
  });
});
