import { randomUUID } from "node:crypto";
import { Webhook as StandardWebhook } from "standardwebhooks";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant } from "./support/fixtures";
import { errorCode, gql } from "./support/graphql";
import { PLACE_ORDER, UPDATE_MENU_ITEM, UPDATE_ORDER_STATUS } from "./support/operations";
import { fillCart, insertAddress } from "./support/order-fixtures";
import { startTestApp, type TestApp } from "./support/test-app";
import {
  CREATE_WEBHOOK,
  createWebhook,
  DELETE_WEBHOOK,
  deliveriesOf,
  eventually,
  REDELIVER_WEBHOOK,
  WEBHOOK_DELIVERIES,
  WEBHOOKS,
  WebhookReceiver,
  type ReceivedWebhook,
} from "./support/webhooks";

/**
 * Webhooks as a partner's receiver on this machine sees them (WEBHOOK_ALLOW_LOCAL=true). Who may
 * manage them: authorization-matrix.test.ts and api-keys-matrix.test.ts; the production address
 * rules: webhooks-ssrf.test.ts; restarts and failing periods: webhooks-durability.test.ts.
 *
 * Quick retries, so a receiver that fails twice is retried within a second or two; 5 s to answer.
 */
const TIMINGS = { timeoutMs: 5000, firstRetryDelayMs: 300, maxRetryDelayMs: 600, retryPeriodMs: 60_000, pollingIntervalSeconds: 0.5 };
const ADDRESS_PHONE = "9123456780";

let app: TestApp;
let superadmin: Awaited<ReturnType<typeof signedInStaff>>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;
let addressId: string;
let restaurantA: string;
let restaurantB: string;
let dishA: { id: string; name: string };
let dishB: { id: string; name: string };
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  app = await startTestApp({ env: { WEBHOOK_ALLOW_LOCAL: "true" }, webhookDelivery: TIMINGS });
  superadmin = await signedInStaff(app, "superadmin");
  admin = await signedInStaff(app, "admin");
  customer = await signedInCustomer(app);
  addressId = await insertAddress(app.db, customer.id, { phone: ADDRESS_PHONE, address: "12-3 Gandhi Nagar" });
  restaurantA = (await insertRestaurant(app.db, { name: "Kitchen A" })).id;
  restaurantB = (await insertRestaurant(app.db, { name: "Kitchen B" })).id;
  dishA = await insertMenuItem(app.db, restaurantA, { name: "Masala Dosa", originalPricePaise: 15000, offerPricePaise: 12025 });
  dishB = await insertMenuItem(app.db, restaurantB, { name: "Veg Biryani" });
});

// Each test's webhooks stop with it, so later events do not go to receivers that are gone.
afterEach(async () => {
  const listed = await gql(superadmin.agent, WEBHOOKS);
  for (const webhook of listed.data?.webhooks.filter((w) => w.active) ?? [])
    await gql(superadmin.agent, DELETE_WEBHOOK, { id: webhook.id });
  for (const receiver of receivers.splice(0)) await receiver.stop();
});
afterAll(() => app.stop());

const receiver = async () => {
  const started = await new WebhookReceiver().start();
  receivers.push(started);
  return started;
};

async function placeOrder(restaurantId: string, menuItemId: string, quantity = 2) {
  await fillCart(app.db, customer.id, restaurantId, [{ menuItemId, quantity }]);
  const placed = await gql(customer.agent, PLACE_ORDER, { i: { addressId, idempotencyKey: randomUUID() } });
  if (!placed.data) throw new Error(`placeOrder failed: ${JSON.stringify(placed.errors)}`);
  return placed.data.placeOrder;
}

const changeDish = (restaurantId: string, id: string, input: { offerPrice?: number; isAvailable?: boolean }) =>
  gql(admin.agent, UPDATE_MENU_ITEM, { r: restaurantId, id, i: input });

/** The body, if the signature verifies with this secret (standardwebhooks throws otherwise). */
const verified = (secret: string, request: ReceivedWebhook) =>
  new StandardWebhook(secret).verify(request.body, request.headers as Record<string, string>) as {
    type: string;
    timestamp: string;
    data: Record<string, unknown>;
  };

describe("managing webhooks", () => {
  it("answers the signing secret once, lists and deletes webhooks, and never answers the secret again", async () => {
    const hooks = await receiver();
    const created = await createWebhook(superadmin.agent, {
      url: hooks.url,
      events: ["ORDER_PLACED", "MENU_ITEM_CHANGED"],
      restaurantIds: [restaurantA],
    });
    expect(created.webhook).toMatchObject({
      url: hooks.url,
      events: ["ORDER_PLACED", "MENU_ITEM_CHANGED"],
      restaurantIds: [restaurantA],
      active: true,
      deletedAt: null,
      failing: false,
      failingSince: null,
      lastDeliveryAt: null,
    });
    expect(created.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const listed = await gql(superadmin.agent, WEBHOOKS);
    expect(listed.data?.webhooks.map((webhook) => webhook.id)).toContain(created.webhook.id);
    const deleted = await gql(superadmin.agent, DELETE_WEBHOOK, { id: created.webhook.id });
    expect(deleted.data?.deleteWebhook).toMatchObject({ id: created.webhook.id, active: false });
    expect(deleted.data?.deleteWebhook.deletedAt).not.toBeNull();
    const afterwards = await gql(superadmin.agent, WEBHOOKS);
    expect(afterwards.data?.webhooks.find((webhook) => webhook.id === created.webhook.id)?.active).toBe(false);
    for (const answer of [listed, deleted, afterwards]) expect(JSON.stringify(answer)).not.toContain(created.signingSecret.slice(6));
    const { rows } = await app.db.query(`SELECT signing_secret FROM webhooks WHERE id = $1`, [created.webhook.id]);
    expect(rows[0].signing_secret).toBeNull();

    expect(errorCode(await gql(superadmin.agent, DELETE_WEBHOOK, { id: randomUUID() }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(superadmin.agent, WEBHOOK_DELIVERIES, { webhookId: randomUUID() }))).toBe("NOT_FOUND");
  });

  it("refuses a webhook without events, or for restaurants that do not exist, naming the field", async () => {
    const hooks = await receiver();
    const noEvents = await gql(superadmin.agent, CREATE_WEBHOOK, { input: { url: hooks.url, events: [] } });
    expect(errorCode(noEvents)).toBe("BAD_USER_INPUT");
    expect(noEvents.errors?.[0]?.extensions?.fields).toEqual([{ field: "events", messages: ["Choose at least one event"] }]);
    const unknown = await gql(superadmin.agent, CREATE_WEBHOOK, {
      input: { url: hooks.url, events: ["ORDER_PLACED"], restaurantIds: [randomUUID()] },
    });
    expect(errorCode(unknown)).toBe("BAD_USER_INPUT");
    expect((unknown.errors?.[0]?.extensions?.fields as Array<{ field: string }>)[0]?.field).toBe("restaurantIds");
  });
});

describe("deliveries", () => {
  it("signs order.placed, order.status_changed and menu_item.changed (standardwebhooks verifies them), without the customer's contact details", async () => {
    const hooks = await receiver();
    const { webhook, signingSecret } = await createWebhook(superadmin.agent, {
      url: hooks.url,
      events: ["ORDER_PLACED", "ORDER_STATUS_CHANGED", "MENU_ITEM_CHANGED"],
    });
    const order = await placeOrder(restaurantA, dishA.id);
    expect((await gql(admin.agent, UPDATE_ORDER_STATUS, { id: order.id, status: "CONFIRMED" })).errors).toBeUndefined();
    expect((await changeDish(restaurantA, dishA.id, { offerPrice: 110 })).errors).toBeUndefined();
    await eventually(
      async () => hooks.received.length,
      (count) => count >= 3,
    );

    const [placed, confirmed, changed] = ["order.placed", "order.status_changed", "menu_item.changed"].map((type) => hooks.ofType(type));
    expect([placed!.length, confirmed!.length, changed!.length]).toEqual([1, 1, 1]);
    const placedBody = verified(signingSecret, placed![0]!);
    expect(placedBody.type).toBe("order.placed");
    expect(new Date(placedBody.timestamp).toISOString()).toBe(placedBody.timestamp);
    expect(placedBody.data).toEqual({
      id: order.id,
      number: order.shortId,
      status: "PENDING",
      rejectionReason: null,
      fulfilment: "DELIVERY",
      deliverAt: null,
      restaurant: { id: restaurantA, name: "Kitchen A" },
      lines: [{ menuItemId: dishA.id, name: "Masala Dosa", options: [], quantity: 2, unitPrice: 120.25, lineTotal: 240.5 }],
      totals: { items: 240.5, delivery: 30, total: 270.5 },
      // The bill's lines, labels in English (the address has no location: no distance in the fee's label).
      bill: {
        lines: [
          { kind: "ITEMS", label: "Items total", amount: 240.5 },
          { kind: "DELIVERY_FEE", label: "Delivery fee", amount: 30 },
        ],
        total: 270.5,
      },
      paymentMethod: "COD",
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
    });
    expect(verified(signingSecret, confirmed![0]!).data).toMatchObject({
      id: order.id,
      number: order.shortId,
      status: "CONFIRMED",
      previousStatus: "PENDING",
    });
    expect(verified(signingSecret, changed![0]!).data).toEqual({
      id: dishA.id,
      change: "UPDATED",
      name: "Masala Dosa",
      price: 110,
      originalPrice: 150,
      offerPrice: 110,
      available: true,
      restaurant: { id: restaurantA, name: "Kitchen A" },
    });
    const otherSecret = (await createWebhook(superadmin.agent, { url: hooks.url, events: ["ORDER_PLACED"] })).signingSecret;
    expect(() => verified(otherSecret, placed![0]!)).toThrow();
    for (const request of hooks.received) {
      expect(request.headers["content-type"]).toBe("application/json");
      expect(request.headers["webhook-id"]).toMatch(/^msg_/);
      for (const personal of [customer.email, ADDRESS_PHONE, "Gandhi Nagar"]) expect(request.body).not.toContain(personal);
    }

    const deliveries = await eventually(
      () => deliveriesOf(superadmin.agent, webhook.id),
      (page) => page.items.every((d) => d.status === "SUCCEEDED"),
    );
    expect(deliveries.total).toBe(3);
    expect(deliveries.items.map((d) => d.eventType).sort()).toEqual(["MENU_ITEM_CHANGED", "ORDER_PLACED", "ORDER_STATUS_CHANGED"]);
    expect(deliveries.items.map((d) => d.eventId).sort()).toEqual(hooks.received.map((r) => r.headers["webhook-id"]).sort());
    for (const delivery of deliveries.items) {
      expect(delivery.attempts).toEqual([
        { attemptedAt: expect.any(String), statusCode: 204, error: null, succeeded: true, redelivery: false },
      ]);
      expect(delivery.nextAttemptAt).toBeNull();
    }
    const listed = await gql(superadmin.agent, WEBHOOKS);
    expect(listed.data?.webhooks.find((w) => w.id === webhook.id)).toMatchObject({ failing: false, lastDeliveryAt: expect.any(String) });
  });

  it("retries a failing receiver with the same webhook-id until it answers 2xx, lists every attempt, and redelivers on request", async () => {
    const hooks = await receiver();
    hooks.answer = (index) => (index < 2 ? 500 : 204);
    const { webhook, signingSecret } = await createWebhook(superadmin.agent, { url: hooks.url, events: ["MENU_ITEM_CHANGED"] });
    await changeDish(restaurantB, dishB.id, { isAvailable: false });

    const [delivery] = (
      await eventually(
        () => deliveriesOf(superadmin.agent, webhook.id),
        (page) => page.items[0]?.status === "SUCCEEDED",
      )
    ).items;
    expect(hooks.received).toHaveLength(3);
    expect(new Set(hooks.received.map((request) => request.headers["webhook-id"]))).toEqual(new Set([delivery!.eventId]));
    for (const request of hooks.received) expect(verified(signingSecret, request).data).toMatchObject({ id: dishB.id, available: false });
    expect(delivery!.attempts.map(({ statusCode, error, succeeded }) => ({ statusCode, error, succeeded }))).toEqual([
      { statusCode: 500, error: "HTTP 500", succeeded: false },
      { statusCode: 500, error: "HTTP 500", succeeded: false },
      { statusCode: 204, error: null, succeeded: true },
    ]);

    const again = await gql(superadmin.agent, REDELIVER_WEBHOOK, { deliveryId: delivery!.id });
    expect(again.errors).toBeUndefined();
    expect(again.data?.redeliverWebhook).toMatchObject({ id: delivery!.id, eventId: delivery!.eventId });
    const redelivered = await eventually(
      () => deliveriesOf(superadmin.agent, webhook.id),
      (page) => page.items[0]?.attempts.length === 4,
    );
    expect(redelivered.items[0]).toMatchObject({ status: "SUCCEEDED" });
    expect(redelivered.items[0]!.attempts[3]).toMatchObject({ statusCode: 204, redelivery: true });
    expect(hooks.received).toHaveLength(4);
    expect(hooks.received[3]!.headers["webhook-id"]).toBe(delivery!.eventId);
    expect(hooks.received[3]!.body).toBe(hooks.received[0]!.body);
  });

  it("sends a webhook with restaurants only those restaurants' events", async () => {
    const onlyA = await receiver();
    const every = await receiver();
    const events = ["ORDER_PLACED" as const, "MENU_ITEM_CHANGED" as const];
    await createWebhook(superadmin.agent, { url: onlyA.url, events, restaurantIds: [restaurantA] });
    await createWebhook(superadmin.agent, { url: every.url, events });
    await changeDish(restaurantB, dishB.id, { isAvailable: true });
    await placeOrder(restaurantB, dishB.id, 1);
    await placeOrder(restaurantA, dishA.id, 1);

    await eventually(
      async () => every.received.length,
      (count) => count === 3,
    );
    await eventually(
      async () => onlyA.received.length,
      (count) => count >= 1,
    );
    const restaurantOf = (request: ReceivedWebhook) =>
      (JSON.parse(request.body) as { data: { restaurant: { id: string } } }).data.restaurant.id;
    expect(every.received.map(restaurantOf).sort()).toEqual([restaurantA, restaurantB, restaurantB].sort());
    expect(onlyA.received.map(restaurantOf)).toEqual([restaurantA]);
  });

  it("places orders without waiting for a receiver that never answers or is down, and records both failures", async () => {
    const silent = await receiver();
    silent.answer = () => "hang";
    const down = await receiver();
    await down.stop();
    const silentHook = await createWebhook(superadmin.agent, { url: silent.url, events: ["ORDER_PLACED"] });
    const downHook = await createWebhook(superadmin.agent, { url: down.url, events: ["ORDER_PLACED"] });

    const first = await placeOrder(restaurantA, dishA.id, 1);
    await eventually(
      async () => silent.received.length,
      (count) => count === 1,
    );
    const second = await placeOrder(restaurantA, dishA.id, 1);
    expect(second.status).toBe("PENDING");
    // Both attempts are still waiting for the silent receiver: a delivery made while the order was
    // placed would have ended (timed out, and been recorded) before placeOrder answered.
    const both = await eventually(
      () => deliveriesOf(superadmin.agent, silentHook.webhook.id),
      (page) => page.total === 2,
    );
    expect(both.items.map((d) => d.attempts)).toEqual([[], []]);
    expect(first.id).not.toBe(second.id);

    const timedOut = await eventually(
      () => deliveriesOf(superadmin.agent, silentHook.webhook.id),
      (page) => page.items.some((d) => d.attempts.length > 0 && d.status === "RETRYING"),
    );
    expect(timedOut.items.flatMap((d) => d.attempts)[0]).toMatchObject({
      statusCode: null,
      error: "No answer within 5 s",
      succeeded: false,
    });
    const refused = await eventually(
      () => deliveriesOf(superadmin.agent, downHook.webhook.id),
      (page) => page.items.some((d) => d.attempts.length > 0),
    );
    const attempt = refused.items.flatMap((d) => d.attempts)[0];
    expect(attempt).toMatchObject({ statusCode: null, succeeded: false });
    expect(attempt?.error).toContain("ECONNREFUSED");
    expect(refused.items.find((d) => d.attempts.length > 0)?.nextAttemptAt).not.toBeNull();
  });

  it("keeps orders and menu changes working while the delivery queue is down", async () => {
    const hooks = await receiver();
    await createWebhook(superadmin.agent, { url: hooks.url, events: ["ORDER_PLACED", "MENU_ITEM_CHANGED"] });
    await app.running.services.webhooks.stop();
    try {
      expect((await placeOrder(restaurantA, dishA.id, 1)).status).toBe("PENDING");
      expect((await changeDish(restaurantA, dishA.id, { isAvailable: true })).errors).toBeUndefined();
    } finally {
      await app.running.services.webhooks.start();
    }
  });
});
