import { randomUUID } from "node:crypto";
import webpush from "web-push";
import type request from "supertest";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql } from "./support/graphql";
import { ORDER, PLACE_ORDER, SAVE_PUSH_SUBSCRIPTION, UPDATE_ORDER_STATUS } from "./support/operations";
import { fillCart, insertAddress } from "./support/order-fixtures";
import { PushReceiver, TestBrowser, verifiedVapidClaims } from "./support/push-receiver";
import { ASSIGN_RIDER, MARK_PICKED_UP, SHARE_RIDER_POSITION, signedInRider } from "./support/riders";
import { startTestApp, type TestApp } from "./support/test-app";
import type { OrderStatus } from "./gql/graphql";

/** Order pushes through a local push service: who gets which push, how it is sealed, and cleanup of gone browsers. */
const VAPID_SUBJECT = "mailto:push-test@ruchi.example";

const vapid = webpush.generateVAPIDKeys();
const receiver = new PushReceiver();
let app: TestApp;
let restaurant: RestaurantRow;
let dosa: MenuItemRow;
type Account = { agent: request.Agent; id: string };
let admin: Account;
let superadmin: Account;
let alice: Account & { addressId: string };
let bob: Account & { addressId: string };
const browsers: Record<"admin" | "superadminPhone" | "superadminLaptop" | "alicePhone" | "aliceLaptop" | "bob", TestBrowser> = {} as never;

async function subscribe(account: Account, browser: TestBrowser) {
  const saved = await gql(account.agent, SAVE_PUSH_SUBSCRIPTION, { input: browser.subscription });
  expect(saved.errors).toBeUndefined();
}

beforeAll(async () => {
  await receiver.start();
  app = await startTestApp({
    env: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT,
      PUSH_ALLOW_HTTP_ENDPOINTS: "true",
    },
  });
  restaurant = await insertRestaurant(app.db, { name: "Sri Krishna Tiffins" });
  dosa = await insertMenuItem(app.db, restaurant.id, { name: "Masala Dosa" });
  admin = await signedInStaff(app, "admin");
  superadmin = await signedInStaff(app, "superadmin");
  const a = await signedInCustomer(app);
  alice = { ...a, addressId: await insertAddress(app.db, a.id) };
  const b = await signedInCustomer(app);
  bob = { ...b, addressId: await insertAddress(app.db, b.id) };
  for (const name of Object.keys({ admin, superadminPhone: 0, superadminLaptop: 0, alicePhone: 0, aliceLaptop: 0, bob }) as Array<
    keyof typeof browsers
  >) {
    browsers[name] = new TestBrowser(receiver);
  }
  await subscribe(admin, browsers.admin);
  await subscribe(superadmin, browsers.superadminPhone);
  await subscribe(superadmin, browsers.superadminLaptop);
  await subscribe(alice, browsers.alicePhone);
  await subscribe(alice, browsers.aliceLaptop);
  await subscribe(bob, browsers.bob);
});
afterAll(async () => {
  await app.stop();
  await receiver.stop();
});
beforeEach(() => receiver.clear());

/** Every push the app has started is answered (the pushes go out after the request's answer). */
const pushesSettled = () => app.running.services.pushSender.idle();

async function placeOrder(customer: typeof alice): Promise<{ id: string; shortId: string }> {
  await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 2 }]);
  const placed = await gql(customer.agent, PLACE_ORDER, { i: { addressId: customer.addressId, idempotencyKey: randomUUID() } });
  expect(placed.errors).toBeUndefined();
  return placed.data!.placeOrder;
}

async function setStatus(orderId: string, status: OrderStatus, reason?: string) {
  const result = await gql(admin.agent, UPDATE_ORDER_STATUS, { id: orderId, status, reason });
  expect(result.errors).toBeUndefined();
  await pushesSettled();
}

const subscriptionExists = async (browser: TestBrowser) =>
  (await app.db.query(`SELECT 1 FROM push_subscriptions WHERE endpoint = $1`, [browser.endpoint])).rowCount === 1;

describe("a new order", () => {
  it("reaches every admin's and superadmin's browser once, and no customer's", async () => {
    const order = await placeOrder(alice);
    await pushesSettled();

    for (const staffBrowser of [browsers.admin, browsers.superadminPhone, browsers.superadminLaptop]) {
      const pushes = receiver.to(staffBrowser);
      expect(pushes).toHaveLength(1);
      expect(staffBrowser.decrypt(pushes[0]!)).toEqual({
        title: `New order #${order.shortId}`,
        body: "Sri Krishna Tiffins: ₹270.00, cash on delivery.",
        url: "/admin/orders",
      });
    }
    expect(receiver.received).toHaveLength(3);
  });

  it("is an encrypted Web Push request signed with the server's VAPID key", async () => {
    await placeOrder(bob);
    await pushesSettled();
    const [push] = receiver.to(browsers.admin);
    expect(push!.headers).toMatchObject({ "content-encoding": "aes128gcm", ttl: "3600", urgency: "high" });
    const claims = verifiedVapidClaims(push!.headers, vapid.publicKey);
    expect(claims).toMatchObject({ aud: receiver.url, sub: VAPID_SUBJECT });
    expect(claims.exp).toEqual(expect.any(Number));
    // Sealed for that browser: another browser's keys cannot open it.
    expect(() => browsers.bob.decrypt(push!)).toThrow();
  });
});

describe("an order's status change", () => {
  it("reaches every browser of the order's customer and nobody else's", async () => {
    const order = await placeOrder(alice);
    await pushesSettled();
    receiver.clear();

    await setStatus(order.id, "CONFIRMED");
    expect(receiver.received.map((push) => push.path).sort()).toEqual([browsers.alicePhone.path, browsers.aliceLaptop.path].sort());
    const [push] = receiver.to(browsers.aliceLaptop);
    expect(browsers.aliceLaptop.decrypt(push!)).toEqual({
      title: `Order #${order.shortId}: Confirmed`,
      body: "Your order from Sri Krishna Tiffins is confirmed.",
      url: "/shop/account?tab=orders",
    });
    // A newer status replaces this one if the browser is offline meanwhile.
    expect(push!.headers).toMatchObject({ ttl: "21600", urgency: "high", topic: `order-${order.shortId}` });
  });

  it("tells the customer why an order was rejected", async () => {
    const order = await placeOrder(bob);
    await pushesSettled();
    receiver.clear();

    await setStatus(order.id, "REJECTED", "The kitchen is closed for a festival");
    const pushes = receiver.to(browsers.bob);
    expect(pushes).toHaveLength(1);
    expect(browsers.bob.decrypt(pushes[0]!)).toEqual({
      title: `Order #${order.shortId}: Rejected`,
      body: "Your order from Sri Krishna Tiffins was rejected. Reason: The kitchen is closed for a festival",
      url: "/shop/account?tab=orders",
    });
    expect(receiver.received).toHaveLength(1);
  });

  it("forgets a browser whose push service answers 410 or 404, keeps one that fails otherwise, and the change stands", async () => {
    const carol = await signedInCustomer(app);
    const carolCustomer = { ...carol, addressId: await insertAddress(app.db, carol.id) };
    const [gone, missing, broken, fine] = [0, 1, 2, 3].map(() => new TestBrowser(receiver));
    for (const browser of [gone, missing, broken, fine]) await subscribe(carol, browser!);
    receiver.answer(gone!.path, 410);
    receiver.answer(missing!.path, 404);
    receiver.answer(broken!.path, 503);

    const order = await placeOrder(carolCustomer);
    await setStatus(order.id, "CONFIRMED");
    for (const browser of [gone, missing, broken, fine]) expect(receiver.to(browser!)).toHaveLength(1);
    expect(await subscriptionExists(gone!)).toBe(false);
    expect(await subscriptionExists(missing!)).toBe(false);
    expect(await subscriptionExists(broken!)).toBe(true);
    expect(await subscriptionExists(fine!)).toBe(true);

    const mine = await gql(carol.agent, ORDER, { id: order.id });
    expect(mine.data?.order.status).toBe("CONFIRMED");

    // The next change goes only to the browsers still subscribed.
    receiver.clear();
    await setStatus(order.id, "PREPARING");
    expect(receiver.received.map((push) => push.path).sort()).toEqual([broken!.path, fine!.path].sort());
  });

  it("answers the change without waiting for the push services", async () => {
    const order = await placeOrder(alice);
    await pushesSettled();
    receiver.hold(browsers.alicePhone.path);

    const change = gql(admin.agent, UPDATE_ORDER_STATUS, { id: order.id, status: "CONFIRMED" });
    await receiver.untilWaiting(1);
    const result = await change;
    expect(result.data).toEqual({ updateOrderStatus: { status: "CONFIRMED" } });
    // The push is still waiting for its answer: the change did not wait for it.
    expect(receiver.waiting).toBe(1);

    receiver.release();
    await pushesSettled();
    expect(await subscriptionExists(browsers.alicePhone)).toBe(true);
  });
});

describe("an order given to a rider", () => {
  it("reaches the rider's browser with where to pick it up and what to collect, once, and not when only their position moves", async () => {
    const rider = await signedInRider(app, superadmin);
    const riderBrowser = new TestBrowser(receiver);
    await subscribe(rider, riderBrowser);
    const order = await placeOrder(alice);
    await setStatus(order.id, "CONFIRMED");
    receiver.clear();

    const assigned = await gql(admin.agent, ASSIGN_RIDER, { orderId: order.id, riderId: rider.id });
    expect(assigned.errors).toBeUndefined();
    await pushesSettled();
    expect(receiver.received.map((push) => push.path)).toEqual([riderBrowser.path]);
    expect(riderBrowser.decrypt(receiver.to(riderBrowser)[0]!)).toEqual({
      title: `New delivery #${order.shortId}`,
      body: "Pick up at Sri Krishna Tiffins. Collect ₹270.00 in cash.",
      url: "/rider",
    });

    // The same rider again changes nothing; picking up and sharing a position push only the customer.
    receiver.clear();
    await gql(admin.agent, ASSIGN_RIDER, { orderId: order.id, riderId: rider.id });
    await setStatus(order.id, "PREPARING");
    await gql(rider.agent, MARK_PICKED_UP, { orderId: order.id });
    await gql(rider.agent, SHARE_RIDER_POSITION, { lat: 16.54, lng: 81.52 });
    await pushesSettled();
    expect(receiver.to(riderBrowser)).toHaveLength(0);
  });
});

describe("saving a subscription with PUSH_ALLOW_HTTP_ENDPOINTS on", () => {
  it("accepts an http endpoint (a local push service) but still no credentials in it", async () => {
    const browser = new TestBrowser(receiver);
    expect((await gql(bob.agent, SAVE_PUSH_SUBSCRIPTION, { input: browser.subscription })).errors).toBeUndefined();
    const withCredentials = { ...browser.subscription, endpoint: browser.endpoint.replace("http://", "http://user:secret@") };
    const refused = await gql(bob.agent, SAVE_PUSH_SUBSCRIPTION, { input: withCredentials });
    expect(errorCode(refused)).toBe("BAD_USER_INPUT");
    expect(refused.errors![0]!.message).toBe("endpoint must not contain a user name or password");
  });
});
