import { createECDH, randomBytes, randomUUID } from "node:crypto";
import webpush from "web-push";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { errorCode, gql } from "./support/graphql";
import { SAVE_PUSH_SUBSCRIPTION, SEND_BROADCAST } from "./support/operations";
import { PushReceiver, TestBrowser } from "./support/push-receiver";
import { startTestApp, type TestApp } from "./support/test-app";
import { graphql } from "./gql";

const PUSH_CONFIG = graphql(`
  query PushConfig { pushConfig { vapidPublicKey } }
`);
const DELETE_SUBSCRIPTION = graphql(`
  mutation DeletePushSubscription($endpoint: String!) { deletePushSubscription(endpoint: $endpoint) }
`);

const vapid = webpush.generateVAPIDKeys();
let app: TestApp;
let alice: Awaited<ReturnType<typeof signedInCustomer>>;
let bob: Awaited<ReturnType<typeof signedInCustomer>>;

beforeAll(async () => {
  app = await startTestApp({ env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey } });
  alice = await signedInCustomer(app);
  bob = await signedInCustomer(app);
});
afterAll(() => app.stop());

/** What PushSubscription.toJSON() gives in a browser: a push service URL and the browser's keys. */
function browserSubscription(endpoint = `https://push.example.com/send/${randomUUID()}`) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") } };
}

async function rowsFor(endpoint: string) {
  const { rows } = await app.db.query(`SELECT user_id, p256dh, auth, user_agent FROM push_subscriptions WHERE endpoint = $1`, [endpoint]);
  return rows as Array<{ user_id: string; p256dh: string; auth: string; user_agent: string }>;
}

describe("push subscriptions over GraphQL", () => {
  it("tells anyone the VAPID public key", async () => {
    const result = await gql(app.agent(), PUSH_CONFIG);
    expect(result.data).toEqual({ pushConfig: { vapidPublicKey: vapid.publicKey } });
  });

  it("stores this browser's subscription, then replaces it on the next save", async () => {
    const subscription = browserSubscription();
    const saved = await gql(alice.agent, SAVE_PUSH_SUBSCRIPTION, { input: { ...subscription, userAgent: "Firefox on Android" } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.savePushSubscription).toMatchObject({ endpoint: subscription.endpoint, userAgent: "Firefox on Android" });
    expect(await rowsFor(subscription.endpoint)).toEqual([
      { user_id: alice.id, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, user_agent: "Firefox on Android" },
    ]);

    const renewed = { ...browserSubscription(subscription.endpoint) };
    const again = await gql(alice.agent, SAVE_PUSH_SUBSCRIPTION, { input: renewed });
    expect(again.data!.savePushSubscription.id).toBe(saved.data!.savePushSubscription.id);
    expect(await rowsFor(subscription.endpoint)).toEqual([
      { user_id: alice.id, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth, user_agent: "" },
    ]);
  });

  it("moves a browser to whoever signs in on it and saves it", async () => {
    const subscription = browserSubscription();
    await gql(alice.agent, SAVE_PUSH_SUBSCRIPTION, { input: subscription });
    const moved = await gql(bob.agent, SAVE_PUSH_SUBSCRIPTION, { input: subscription });
    expect(moved.errors).toBeUndefined();
    const rows = await rowsFor(subscription.endpoint);
    expect(rows.map((row) => row.user_id)).toEqual([bob.id]);
  });

  it("deletes only the caller's own subscription", async () => {
    const subscription = browserSubscription();
    await gql(bob.agent, SAVE_PUSH_SUBSCRIPTION, { input: subscription });

    const byAlice = await gql(alice.agent, DELETE_SUBSCRIPTION, { endpoint: subscription.endpoint });
    expect(errorCode(byAlice)).toBe("NOT_FOUND");
    expect((await rowsFor(subscription.endpoint)).length).toBe(1);

    const byBob = await gql(bob.agent, DELETE_SUBSCRIPTION, { endpoint: subscription.endpoint });
    expect(byBob.data).toEqual({ deletePushSubscription: true });
    expect(await rowsFor(subscription.endpoint)).toEqual([]);
    expect(errorCode(await gql(bob.agent, DELETE_SUBSCRIPTION, { endpoint: subscription.endpoint }))).toBe("NOT_FOUND");
  });

  it("keeps the 10 most recently saved browsers of a user", async () => {
    const carol = await signedInCustomer(app);
    const endpoints: string[] = [];
    for (let n = 0; n < 11; n++) {
      const subscription = browserSubscription();
      endpoints.push(subscription.endpoint);
      expect((await gql(carol.agent, SAVE_PUSH_SUBSCRIPTION, { input: subscription })).errors).toBeUndefined();
    }
    const { rows } = await app.db.query(`SELECT endpoint FROM push_subscriptions WHERE user_id = $1`, [carol.id]);
    expect(rows.map((row: { endpoint: string }) => row.endpoint).sort()).toEqual(endpoints.slice(1).sort());
  });

  it("refuses an endpoint that is not https and keys that are not a browser's", async () => {
    const good = browserSubscription();
    const cases = [
      { ...good, endpoint: "http://push.example.com/send/1" },
      { ...good, endpoint: "http://127.0.0.1:4300/push/1" },
      { ...good, endpoint: "not a url" },
      { ...good, keys: { ...good.keys, p256dh: "short" } },
      { ...good, keys: { ...good.keys, auth: randomBytes(32).toString("base64url") } },
    ];
    for (const input of cases) {
      const result = await gql(alice.agent, SAVE_PUSH_SUBSCRIPTION, { input });
      expect([input, errorCode(result)]).toEqual([input, "BAD_USER_INPUT"]);
    }
    for (const http of [cases[0]!, cases[1]!]) {
      const refused = await gql(alice.agent, SAVE_PUSH_SUBSCRIPTION, { input: http });
      expect(refused.errors![0]!.message).toBe("endpoint must be an https URL");
    }
    const auth = await gql(alice.agent, SAVE_PUSH_SUBSCRIPTION, { input: cases[4]! });
    expect(auth.errors![0]!.message).toBe("keys.auth must be the browser's 16-byte auth secret in base64url");
    expect(await rowsFor(good.endpoint)).toEqual([]);
  });

  it("needs a signed-in user to save or delete", async () => {
    const subscription = browserSubscription();
    expect(errorCode(await gql(app.agent(), SAVE_PUSH_SUBSCRIPTION, { input: subscription }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(app.agent(), DELETE_SUBSCRIPTION, { endpoint: subscription.endpoint }))).toBe("UNAUTHENTICATED");
    expect(await rowsFor(subscription.endpoint)).toEqual([]);
  });
});

describe("sending without PUSH_ALLOW_HTTP_ENDPOINTS", () => {
  it("never posts to an http endpoint, even one already stored", async () => {
    const receiver = new PushReceiver();
    await receiver.start();
    try {
      const superadmin = await signedInStaff(app, "superadmin");
      const browser = new TestBrowser(receiver);
      const { endpoint, keys } = browser.subscription;
      await app.db.query(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)`, [
        superadmin.id,
        endpoint,
        keys.p256dh,
        keys.auth,
      ]);
      const sent = await gql(superadmin.agent, SEND_BROADCAST, { input: { title: "Staff meeting", body: "At 5 pm", audience: "STAFF" } });
      expect(sent.data?.sendBroadcast).toMatchObject({ targeted: 0, delivered: 0 });
      expect(receiver.received).toEqual([]);
    } finally {
      await receiver.stop();
    }
  });
});

describe("POST /api/fcm/save (legacy)", () => {
  const legacyBody = (userId: string, token: unknown) => ({ token, userId, role: "user", userName: "Test Customer" });

  it("saves the subscription sent as JSON text or as an object: { success, message: 'Token saved' }", async () => {
    const asText = browserSubscription();
    const res = await alice.agent
      .post("/api/fcm/save")
      .set("User-Agent", "Chrome on Windows")
      .send(legacyBody(alice.id, JSON.stringify(asText)));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Token saved" });
    expect(await rowsFor(asText.endpoint)).toEqual([
      { user_id: alice.id, p256dh: asText.keys.p256dh, auth: asText.keys.auth, user_agent: "Chrome on Windows" },
    ]);

    const asObject = browserSubscription();
    const second = await alice.agent.post("/api/fcm/save").send(legacyBody(alice.id, asObject));
    expect(second.body).toEqual({ success: true, message: "Token saved" });
    expect((await rowsFor(asObject.endpoint)).map((row) => row.user_id)).toEqual([alice.id]);
  });

  it("answers 403 when userId is not the signed-in user, 401 without a session", async () => {
    const subscription = browserSubscription();
    const forBob = await alice.agent.post("/api/fcm/save").send(legacyBody(bob.id, subscription));
    expect(forBob.status).toBe(403);
    expect(forBob.body).toMatchObject({ success: false, code: "FORBIDDEN" });

    const anonymous = await app.agent().post("/api/fcm/save").send(legacyBody(alice.id, subscription));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
    expect(await rowsFor(subscription.endpoint)).toEqual([]);
  });

  it("answers 400 with a clear message for a token that is not a Web Push subscription", async () => {
    const fcmToken = await alice.agent
      .post("/api/fcm/save")
      .send(legacyBody(alice.id, "dGhpcyBpcyBhbiBGQ00gcmVnaXN0cmF0aW9uIHRva2Vu:APA91b"));
    expect(fcmToken.status).toBe(400);
    expect(fcmToken.body).toMatchObject({
      success: false,
      code: "BAD_USER_INPUT",
      message: expect.stringMatching(/Web Push subscription/),
    });

    const missing = await alice.agent.post("/api/fcm/save").send(legacyBody(alice.id, undefined));
    expect(missing.status).toBe(400);

    const insecure = browserSubscription("http://push.example.com/send/1");
    const http = await alice.agent.post("/api/fcm/save").send(legacyBody(alice.id, JSON.stringify(insecure)));
    expect(http.status).toBe(400);
    expect(http.body.message).toBe("endpoint must be an https URL");

    const noKeys = await alice.agent.post("/api/fcm/save").send(legacyBody(alice.id, { endpoint: browserSubscription().endpoint }));
    expect(noKeys.status).toBe(400);
    expect(noKeys.body.message).toMatch(/keys/);

    const badKeys = browserSubscription();
    badKeys.keys.auth = "!!";
    const bad = await alice.agent.post("/api/fcm/save").send(legacyBody(alice.id, badKeys));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/keys\.auth/);
    expect(await rowsFor(badKeys.endpoint)).toEqual([]);
  });
});
