import { createECDH, randomBytes, randomUUID } from "node:crypto";
import webpush from "web-push";
import { createLogger } from "../src/common/logger";
import { PUSH_ADDRESS_MESSAGES, PUSH_SERVICE_MESSAGE } from "../src/modules/notifications/push-endpoint";
import { PushSender } from "../src/modules/notifications/push-sender";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { connectionCounter } from "./support/connection-counter";
import { errorCode, gql } from "./support/graphql";
import { logSink } from "./support/log-sink";
import { SAVE_PUSH_SUBSCRIPTION, SEND_BROADCAST } from "./support/operations";
import { PushReceiver, TestBrowser } from "./support/push-receiver";
import { startTestApp, type TestApp } from "./support/test-app";

/**
 * Push endpoints as production takes them (PUSH_SERVICE_HOSTS and PUSH_ALLOW_HTTP_ENDPOINTS
 * unset): https at a browser's push service only, and the server connects only to public
 * addresses, judged when a subscription is saved and again on every push's own connection.
 */
const vapid = webpush.generateVAPIDKeys();
const VAPID = { subject: "mailto:push-test@ruchi.example", publicKey: vapid.publicKey, privateKey: vapid.privateKey };
let app: TestApp;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;
let superadmin: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  app = await startTestApp({ env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, PUSH_SERVICE_HOSTS: "" } });
  customer = await signedInCustomer(app);
  superadmin = await signedInStaff(app, "superadmin");
});
afterAll(() => app.stop());

function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

const stored = async (endpoint: string) =>
  (await app.db.query(`SELECT 1 FROM push_subscriptions WHERE endpoint = $1`, [endpoint])).rowCount;

async function storeDirectly(userId: string, endpoint: string) {
  const keys = browserKeys();
  await app.db.query(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)`, [
    userId,
    endpoint,
    keys.p256dh,
    keys.auth,
  ]);
}

const INTERNAL = [
  "https://127.0.0.1:9443/push/1",
  "https://169.254.169.254/latest/meta-data/iam",
  "https://10.0.0.1:8443/push/1",
  "https://[::1]:9443/push/1",
  "https://192.168.0.10/push/1",
  "https://[::ffff:10.0.0.1]/push/1",
];
const URL_MESSAGE = "endpoint must be a URL";

describe("saving a push endpoint", () => {
  it.each(INTERNAL)("refuses %s, an internal address, with BAD_USER_INPUT on the field endpoint", async (endpoint) => {
    const refused = await gql(customer.agent, SAVE_PUSH_SUBSCRIPTION, { input: { endpoint, keys: browserKeys() } });
    expect(errorCode(refused)).toBe("BAD_USER_INPUT");
    expect(refused.errors?.[0]?.extensions?.fields).toEqual([{ field: "endpoint", messages: [PUSH_ADDRESS_MESSAGES.notPublic] }]);
    expect(await stored(endpoint)).toBe(0);
  });

  it.each([
    ["https://push.example.com/send/1", PUSH_SERVICE_MESSAGE],
    ["https://metadata.google.internal/computeMetadata", PUSH_SERVICE_MESSAGE],
    ["https://fcm.googleapis.com.evil.example/x", PUSH_SERVICE_MESSAGE],
    ["https://8.8.8.8/x", PUSH_SERVICE_MESSAGE],
    // Not even a URL to the input's validation (no top-level domain): refused before the rule.
    ["https://localhost:9443/push/1", URL_MESSAGE],
    ["https://2130706433/push/1", URL_MESSAGE],
  ])("refuses %s, not a browser's push service", async (endpoint, message) => {
    const refused = await gql(customer.agent, SAVE_PUSH_SUBSCRIPTION, { input: { endpoint, keys: browserKeys() } });
    expect(errorCode(refused)).toBe("BAD_USER_INPUT");
    expect(refused.errors?.[0]?.message).toBe(message);
    expect(await stored(endpoint)).toBe(0);
  });

  it("keeps the endpoints the browsers' push services give", async () => {
    for (const endpoint of [
      `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
      `https://updates.push.services.mozilla.com/wpush/v2/${randomUUID()}`,
      `https://web.push.apple.com/${randomUUID()}`,
      `https://wns2-db5p.notify.windows.com/w/?token=${randomUUID()}`,
    ]) {
      const saved = await gql(customer.agent, SAVE_PUSH_SUBSCRIPTION, { input: { endpoint, keys: browserKeys() } });
      expect([endpoint, saved.errors]).toEqual([endpoint, undefined]);
      expect(await stored(endpoint)).toBe(1);
    }
  });

  it("answers the legacy POST /api/fcm/save with 400 and the reason", async () => {
    const save = (endpoint: string) =>
      customer.agent
        .post("/api/fcm/save")
        .send({ userId: customer.id, role: "user", userName: "Test", token: JSON.stringify({ endpoint, keys: browserKeys() }) });
    for (const endpoint of INTERNAL) {
      const refused = await save(endpoint);
      expect([endpoint, refused.status]).toEqual([endpoint, 400]);
      expect(refused.body).toMatchObject({ success: false, code: "BAD_USER_INPUT", message: PUSH_ADDRESS_MESSAGES.notPublic });
      expect(await stored(endpoint)).toBe(0);
    }
    const elsewhere = await save("https://push.example.com/send/1");
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({ success: false, code: "BAD_USER_INPUT", message: PUSH_SERVICE_MESSAGE });
  });
});

describe("sending a push", () => {
  it("never connects to a stored endpoint on an internal address or outside the push services", async () => {
    const counter = await connectionCounter();
    try {
      for (const endpoint of [
        `https://127.0.0.1:${counter.port}/push/1`,
        `https://localhost:${counter.port}/push/2`,
        `https://[::ffff:127.0.0.1]:${counter.port}/push/3`,
        `https://2130706433:${counter.port}/push/4`,
      ]) {
        await storeDirectly(superadmin.id, endpoint);
      }
      const sent = await gql(superadmin.agent, SEND_BROADCAST, { input: { title: "Staff meeting", body: "At 5 pm", audience: "STAFF" } });
      expect(sent.errors).toBeUndefined();
      expect(sent.data?.sendBroadcast).toMatchObject({ targeted: 0, delivered: 0 });
      await app.running.services.pushSender.idle();
      expect(counter.connections()).toBe(0);
    } finally {
      await counter.close();
    }
  });

  /** A sender of its own whose push services include localhost, a name that leads to 127.0.0.1. */
  function senderTo(host: string, allowLocal: boolean) {
    const log = logSink();
    const sender = new PushSender({
      dataSource: app.running.dataSource,
      logger: createLogger("warn", log.sink),
      vapid: VAPID,
      pushAllowHttpEndpoints: allowLocal,
      pushServiceHosts: [host],
      timeoutMs: 2000,
    });
    return { sender, log: log.lines };
  }
  const push = () => ({ title: "Hello", body: "There" });
  const options = { ttlSeconds: 60, urgency: "normal" as const };

  it("refuses an allowed name whose address is internal, on the connection's own look-up", async () => {
    const counter = await connectionCounter();
    const user = await signedInCustomer(app);
    try {
      await storeDirectly(user.id, `https://localhost:${counter.port}/push/${randomUUID()}`);
      const { sender, log } = senderTo("localhost", false);
      const outcome = await sender.toUser(user.id, push, options);
      expect(outcome).toEqual({ targeted: 1, delivered: 0, expired: 0 });
      expect(counter.connections()).toBe(0);
      expect(log.join("")).toContain(PUSH_ADDRESS_MESSAGES.notPublic);
    } finally {
      await counter.close();
    }
  });

  it("reaches that name when local addresses are allowed (a local test push service), so the refusal above is the rule's", async () => {
    const receiver = new PushReceiver();
    await receiver.start();
    const user = await signedInCustomer(app);
    try {
      const browser = new TestBrowser(receiver);
      const endpoint = browser.endpoint.replace("127.0.0.1", "localhost");
      const keys = browser.subscription.keys;
      await app.db.query(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)`, [
        user.id,
        endpoint,
        keys.p256dh,
        keys.auth,
      ]);
      const { sender } = senderTo("localhost", true);
      expect(await sender.toUser(user.id, push, options)).toEqual({ targeted: 1, delivered: 1, expired: 0 });
      expect(browser.decrypt(receiver.to(browser)[0]!)).toEqual({ title: "Hello", body: "There" });
    } finally {
      await receiver.stop();
    }
  });
});
