import { Webhook as StandardWebhook } from "standardwebhooks";
import request from "supertest";
import { startServer, type RunningServer } from "../src/server";
import { signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant } from "./support/fixtures";
import { gql } from "./support/graphql";
import { UPDATE_MENU_ITEM } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";
import { createWebhook, DELETE_WEBHOOK, deliveriesOf, eventually, WEBHOOKS, WebhookReceiver } from "./support/webhooks";

/**
 * The retry period shrunk from 24 hours to 4 seconds: attempts at about 0, 1.5, 3 and 4 s, then
 * the delivery has FAILED. What a partner and the superadmins notice must be the same.
 */
const TIMINGS = { timeoutMs: 2000, firstRetryDelayMs: 1500, maxRetryDelayMs: 1500, retryPeriodMs: 4000, pollingIntervalSeconds: 0.5 };

let app: TestApp;
let superadmin: Awaited<ReturnType<typeof signedInStaff>>;
let teluguSuperadmin: Awaited<ReturnType<typeof signedInStaff>>;
let restaurant: string;
let dish: string;
let receiver: WebhookReceiver;
beforeAll(async () => {
  app = await startTestApp({ env: { WEBHOOK_ALLOW_LOCAL: "true" }, webhookDelivery: TIMINGS });
  superadmin = await signedInStaff(app, "superadmin");
  teluguSuperadmin = await signedInStaff(app, "superadmin");
  await app.db.query(`UPDATE users SET preferred_language = 'te' WHERE email = $1`, [teluguSuperadmin.email]);
  restaurant = (await insertRestaurant(app.db)).id;
  dish = (await insertMenuItem(app.db, restaurant)).id;
  receiver = await new WebhookReceiver().start();
});
afterAll(async () => {
  await receiver.stop();
  await app.stop();
});

let price = 100;
/** A menu item change: one event for the webhook. */
const changeDish = async () => {
  price += 1;
  const changed = await gql(superadmin.agent, UPDATE_MENU_ITEM, { r: restaurant, id: dish, i: { offerPrice: price } });
  expect(changed.errors).toBeUndefined();
};

const FAILING_SUBJECT = /^Ruchi webhook failing: /;
const TELUGU_FAILING_SUBJECT = /^Ruchi వెబ్‌హుక్ పనిచేయడం లేదు: /;
const mailsTo = (email: string, subject: RegExp) =>
  app.mail.messages.filter((m) => m.to === email.toLowerCase() && subject.test(m.subject));

describe("a webhook that keeps failing", () => {
  afterEach(async () => {
    const listed = await gql(superadmin.agent, WEBHOOKS);
    for (const webhook of listed.data?.webhooks.filter((w) => w.active) ?? [])
      await gql(superadmin.agent, DELETE_WEBHOOK, { id: webhook.id });
  });

  it("is marked failing after a whole retry period, each superadmin is e-mailed once in their language, and a success clears it", async () => {
    receiver.answer = () => 500;
    const { webhook } = await createWebhook(superadmin.agent, { url: receiver.url, events: ["MENU_ITEM_CHANGED"] });
    await changeDish();
    await changeDish();

    const failed = await eventually(
      () => deliveriesOf(superadmin.agent, webhook.id),
      (page) => page.total === 2 && page.items.every((d) => d.status === "FAILED"),
    );
    for (const delivery of failed.items) {
      expect(delivery.attempts.length).toBeGreaterThanOrEqual(3);
      expect(delivery.attempts.every((attempt) => attempt.statusCode === 500)).toBe(true);
      expect(delivery.nextAttemptAt).toBeNull();
    }
    const listed = await gql(superadmin.agent, WEBHOOKS);
    expect(listed.data?.webhooks.find((w) => w.id === webhook.id)).toMatchObject({ failing: true, failingSince: expect.any(String) });

    const english = await app.mail.latest(superadmin.email, FAILING_SUBJECT);
    expect(english.subject).toBe(`Ruchi webhook failing: ${receiver.url}`);
    expect(english.text).toContain("every attempt failed until the retry period ended");
    expect(english.text).toContain("HTTP 500");
    const telugu = await app.mail.latest(teluguSuperadmin.email, TELUGU_FAILING_SUBJECT);
    expect(telugu.text).toContain(receiver.url);
    // Two deliveries failed, one failing period: one mail each.
    expect([mailsTo(superadmin.email, FAILING_SUBJECT).length, mailsTo(teluguSuperadmin.email, TELUGU_FAILING_SUBJECT).length]).toEqual([
      1, 1,
    ]);

    receiver.answer = () => 204;
    await changeDish();
    await eventually(
      async () => (await gql(superadmin.agent, WEBHOOKS)).data?.webhooks.find((w) => w.id === webhook.id),
      (w) => w?.failing === false,
    );

    // Failing again is a new failing period: one more mail each.
    receiver.answer = () => 500;
    await changeDish();
    await eventually(
      async () => (await gql(superadmin.agent, WEBHOOKS)).data?.webhooks.find((w) => w.id === webhook.id),
      (w) => w?.failing === true,
    );
    await eventually(
      async () => mailsTo(teluguSuperadmin.email, TELUGU_FAILING_SUBJECT).length,
      (count) => count === 2,
    );
    expect(mailsTo(superadmin.email, FAILING_SUBJECT)).toHaveLength(2);
  });
});

describe("a restart", () => {
  let next: RunningServer | null = null;
  afterAll(async () => {
    await next?.stop();
  });

  it("loses no retry: a new node on the same database makes it, with the same webhook-id", async () => {
    receiver.received.length = 0;
    receiver.answer = (index) => (index === 0 ? 503 : 204);
    const { webhook, signingSecret } = await createWebhook(superadmin.agent, { url: receiver.url, events: ["MENU_ITEM_CHANGED"] });
    await changeDish();
    await eventually(
      () => deliveriesOf(superadmin.agent, webhook.id),
      (page) => page.items[0]?.status === "RETRYING",
    );

    // The only node stops (its queue with it) before the retry is due; another starts on the same database.
    await app.running.stop();
    expect(receiver.received).toHaveLength(1);
    next = await startServer(app.config, { webhookDelivery: TIMINGS });
    const agent = request.agent(`http://127.0.0.1:${next.port}`).set("Cookie", superadmin.cookie) as unknown as request.Agent;

    const page = await eventually(
      () => deliveriesOf(agent, webhook.id),
      (found) => found.items[0]?.status === "SUCCEEDED",
    );
    expect(page.items[0]!.attempts.map((attempt) => attempt.statusCode)).toEqual([503, 204]);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual([page.items[0]!.eventId, page.items[0]!.eventId]);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect(() =>
      new StandardWebhook(signingSecret).verify(receiver.received[1]!.body, receiver.received[1]!.headers as Record<string, string>),
    ).not.toThrow();
  });
});
