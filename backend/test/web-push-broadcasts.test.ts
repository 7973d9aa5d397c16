import webpush from "web-push";
import type request from "supertest";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { errorCode, gql } from "./support/graphql";
import { BROADCASTS, SAVE_PUSH_SUBSCRIPTION, SEND_BROADCAST } from "./support/operations";
import { PushReceiver, TestBrowser, verifiedVapidClaims } from "./support/push-receiver";
import { startTestApp, type TestApp } from "./support/test-app";
import type { SendBroadcastInput } from "./gql/graphql";

/** Superadmins' broadcasts through a local push service: who gets them, the counts, the history, the rules. */

const vapid = webpush.generateVAPIDKeys();
const receiver = new PushReceiver();
let app: TestApp;
type Account = { agent: request.Agent; id: string };
let superadmin: Account;
let admin: Account;
let customerA: Account;
let customerB: Account;
let browsers: Record<"superadmin" | "admin" | "customerAPhone" | "customerALaptop" | "customerBGone", TestBrowser>;

async function subscribe(account: Account, browser: TestBrowser) {
  expect((await gql(account.agent, SAVE_PUSH_SUBSCRIPTION, { input: browser.subscription })).errors).toBeUndefined();
}

const broadcastRows = async () => Number((await app.db.query(`SELECT count(*) FROM broadcasts`)).rows[0].count);
const subscriptionExists = async (browser: TestBrowser) =>
  (await app.db.query(`SELECT 1 FROM push_subscriptions WHERE endpoint = $1`, [browser.endpoint])).rowCount === 1;

beforeAll(async () => {
  await receiver.start();
  app = await startTestApp({
    env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, PUSH_ALLOW_HTTP_ENDPOINTS: "true" },
  });
  superadmin = await signedInStaff(app, "superadmin");
  admin = await signedInStaff(app, "admin");
  customerA = await signedInCustomer(app);
  customerB = await signedInCustomer(app);
  await signedInCustomer(app); // a customer with no browser subscribed
  browsers = {
    superadmin: new TestBrowser(receiver),
    admin: new TestBrowser(receiver),
    customerAPhone: new TestBrowser(receiver),
    customerALaptop: new TestBrowser(receiver),
    customerBGone: new TestBrowser(receiver),
  };
  await subscribe(superadmin, browsers.superadmin);
  await subscribe(admin, browsers.admin);
  await subscribe(customerA, browsers.customerAPhone);
  await subscribe(customerA, browsers.customerALaptop);
  await subscribe(customerB, browsers.customerBGone);
  receiver.answer(browsers.customerBGone.path, 410);
});
afterAll(async () => {
  await app.stop();
  await receiver.stop();
});
beforeEach(() => receiver.clear());

describe("sending a broadcast", () => {
  it("reaches every customer's browser, forgets the gone ones, and answers with the counts", async () => {
    const sent = await gql(superadmin.agent, SEND_BROADCAST, {
      input: { title: "  Sankranti offers  ", body: "20% off on sweets till Sunday.", audience: "CUSTOMERS", url: "/shop/home" },
    });
    expect(sent.errors).toBeUndefined();
    const broadcast = sent.data!.sendBroadcast;
    const superadminName = (await app.db.query(`SELECT user_name FROM users WHERE id = $1`, [superadmin.id])).rows[0].user_name;
    expect(broadcast).toMatchObject({
      title: "Sankranti offers",
      body: "20% off on sweets till Sunday.",
      audience: "CUSTOMERS",
      url: "/shop/home",
      sentByName: superadminName,
      targeted: 3,
      delivered: 2,
      expired: 1,
    });
    expect(new Date(broadcast.sentAt).getTime()).not.toBeNaN();

    // The mutation answers after the pushes: nothing is left in flight.
    expect(receiver.received.map((push) => push.path).sort()).toEqual(
      [browsers.customerAPhone.path, browsers.customerALaptop.path, browsers.customerBGone.path].sort(),
    );
    const [push] = receiver.to(browsers.customerALaptop);
    expect(browsers.customerALaptop.decrypt(push!)).toEqual({
      title: "Sankranti offers",
      body: "20% off on sweets till Sunday.",
      url: "/shop/home",
    });
    expect(push!.headers).toMatchObject({ "content-encoding": "aes128gcm", ttl: "86400", urgency: "normal" });
    expect(verifiedVapidClaims(push!.headers, vapid.publicKey)).toMatchObject({ aud: receiver.url, sub: "mailto:no-reply@ruchi.local" });

    expect(await subscriptionExists(browsers.customerBGone)).toBe(false);
    expect(await subscriptionExists(browsers.customerAPhone)).toBe(true);
  });

  it("reaches every admin's and superadmin's browser for the staff audience, and no customer's", async () => {
    const sent = await gql(superadmin.agent, SEND_BROADCAST, {
      input: { title: "Rain", body: "Deliveries may run late tonight.", audience: "STAFF" },
    });
    expect(sent.data!.sendBroadcast).toMatchObject({ audience: "STAFF", url: null, targeted: 2, delivered: 2, expired: 0 });
    expect(receiver.received.map((push) => push.path).sort()).toEqual([browsers.superadmin.path, browsers.admin.path].sort());
    expect(browsers.admin.decrypt(receiver.to(browsers.admin)[0]!)).toEqual({ title: "Rain", body: "Deliveries may run late tonight." });
  });

  it("is for superadmins only: admins and customers are FORBIDDEN, anonymous callers UNAUTHENTICATED, and nothing is sent", async () => {
    const before = await broadcastRows();
    const input: SendBroadcastInput = { title: "Hello", body: "Everyone", audience: "CUSTOMERS" };
    expect(errorCode(await gql(admin.agent, SEND_BROADCAST, { input }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(customerA.agent, SEND_BROADCAST, { input }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(app.agent(), SEND_BROADCAST, { input }))).toBe("UNAUTHENTICATED");
    await app.running.services.pushSender.idle();
    expect(receiver.received).toEqual([]);
    expect(await broadcastRows()).toBe(before);
  });

  it("refuses a blank or too long title or message and a link to another site, with a clear message", async () => {
    const before = await broadcastRows();
    const good: SendBroadcastInput = { title: "Hello", body: "Everyone", audience: "CUSTOMERS" };
    const cases: Array<[Partial<SendBroadcastInput>, string]> = [
      [{ title: "   " }, "Title is required"],
      [{ title: "t".repeat(81) }, "Title must be at most 80 characters"],
      [{ body: "" }, "Message is required"],
      [{ body: "b".repeat(241) }, "Message must be at most 240 characters"],
      [{ url: "https://evil.example/" }, "Link must be a path of this site starting with /, such as /shop/home"],
      [{ url: "//evil.example/" }, "Link must be a path of this site starting with /, such as /shop/home"],
    ];
    for (const [change, message] of cases) {
      const result = await gql(superadmin.agent, SEND_BROADCAST, { input: { ...good, ...change } });
      expect([change, errorCode(result), result.errors?.[0]?.message]).toEqual([change, "BAD_USER_INPUT", message]);
    }
    expect(receiver.received).toEqual([]);
    expect(await broadcastRows()).toBe(before);
  });
});

describe("the broadcast history", () => {
  it("shows admins every broadcast, newest first, with the counts it was sent with", async () => {
    const history = await gql(admin.agent, BROADCASTS);
    expect(history.errors).toBeUndefined();
    const { total, items } = history.data!.broadcasts;
    expect(total).toBe(2);
    expect(items.map((item) => item.title)).toEqual(["Rain", "Sankranti offers"]);
    expect(items[1]).toMatchObject({
      audience: "CUSTOMERS",
      url: "/shop/home",
      targeted: 3,
      delivered: 2,
      expired: 1,
      sentByName: expect.any(String),
    });

    const second = await gql(superadmin.agent, BROADCASTS, { limit: 1, offset: 1 });
    expect(second.data!.broadcasts).toEqual({ total: 2, items: [items[1]] });
  });

  it("keeps a broadcast when its sender's account is deleted, without the name", async () => {
    const other = await signedInStaff(app, "superadmin");
    const sent = await gql(other.agent, SEND_BROADCAST, { input: { title: "Bye", body: "From an old account", audience: "STAFF" } });
    expect(sent.errors).toBeUndefined();
    await app.db.query(`DELETE FROM users WHERE id = $1`, [other.id]);
    const history = await gql(admin.agent, BROADCASTS, { limit: 1 });
    expect(history.data!.broadcasts.items[0]).toMatchObject({ title: "Bye", sentByName: null });
  });

  it("is closed to customers (FORBIDDEN) and anonymous callers (UNAUTHENTICATED)", async () => {
    expect(errorCode(await gql(customerA.agent, BROADCASTS))).toBe("FORBIDDEN");
    expect(errorCode(await gql(app.agent(), BROADCASTS))).toBe("UNAUTHENTICATED");
  });

  it("caps the page size", async () => {
    const result = await gql(admin.agent, BROADCASTS, { limit: 51 });
    expect([errorCode(result), result.errors?.[0]?.message]).toEqual(["BAD_USER_INPUT", "Limit must be 1 to 50"]);
  });
});

describe("the broadcast rate limit", () => {
  it("stops a superadmin after 10 broadcasts an hour", async () => {
    const limited = await signedInStaff(app, "superadmin");
    const input: SendBroadcastInput = { title: "Again", body: "And again", audience: "STAFF" };
    for (let n = 0; n < 10; n++) expect((await gql(limited.agent, SEND_BROADCAST, { input })).errors).toBeUndefined();
    const refused = await gql(limited.agent, SEND_BROADCAST, { input });
    expect(errorCode(refused)).toBe("RATE_LIMITED");
    // Another superadmin is not held up.
    expect((await gql(superadmin.agent, SEND_BROADCAST, { input })).errors).toBeUndefined();
  });
});
