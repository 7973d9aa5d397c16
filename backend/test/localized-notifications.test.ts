import { randomUUID } from "node:crypto";
import request from "supertest";
import webpush from "web-push";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { gql } from "./support/graphql";
import { PLACE_ORDER, SAVE_PUSH_SUBSCRIPTION, SEND_BROADCAST, SET_PREFERRED_LANGUAGE, UPDATE_ORDER_STATUS } from "./support/operations";
import { fillCart, insertAddress } from "./support/order-fixtures";
import { PushReceiver, TestBrowser } from "./support/push-receiver";
import { startTestApp, type TestApp } from "./support/test-app";

/** Order mails and pushes reach each person in their own language; a broadcast goes as written. */

const vapid = webpush.generateVAPIDKeys();
const receiver = new PushReceiver();
let app: TestApp;
let restaurant: RestaurantRow;
let dosa: MenuItemRow;
type Person = { agent: request.Agent; cookie: string; id: string; email: string; browser: TestBrowser };
type Customer = Person & { addressId: string };
/** Telugu on her account. */
let lakshmi: Customer;
/** No choice on his account. */
let ravi: Customer;
/** An admin who never chose: English. */
let admin: Person;
/** A superadmin who chose Telugu. */
let superadmin: Person;

async function withBrowser<T extends { agent: request.Agent }>(account: T): Promise<T & { browser: TestBrowser }> {
  const browser = new TestBrowser(receiver);
  expect((await gql(account.agent, SAVE_PUSH_SUBSCRIPTION, { input: browser.subscription })).errors).toBeUndefined();
  return { ...account, browser };
}

async function chooseTelugu(person: { agent: request.Agent }) {
  expect((await gql(person.agent, SET_PREFERRED_LANGUAGE, { language: "te" })).errors).toBeUndefined();
}

beforeAll(async () => {
  await receiver.start();
  app = await startTestApp({
    env: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: "mailto:push-test@ruchi.example",
      PUSH_ALLOW_HTTP_ENDPOINTS: "true",
    },
  });
  restaurant = await insertRestaurant(app.db, { name: "Sri Krishna Tiffins" });
  dosa = await insertMenuItem(app.db, restaurant.id, { name: "Masala Dosa" });
  admin = await withBrowser(await signedInStaff(app, "admin"));
  superadmin = await withBrowser(await signedInStaff(app, "superadmin"));
  await chooseTelugu(superadmin);
  const l = await withBrowser(await signedInCustomer(app, { userName: "Lakshmi" }));
  await chooseTelugu(l);
  lakshmi = { ...l, addressId: await insertAddress(app.db, l.id) };
  const r = await withBrowser(await signedInCustomer(app, { userName: "Ravi" }));
  ravi = { ...r, addressId: await insertAddress(app.db, r.id) };
});
afterAll(async () => {
  await app.stop();
  await receiver.stop();
});
beforeEach(() => receiver.clear());

const pushesSettled = () => app.running.services.pushSender.idle();
const pushTo = (person: Person) => {
  const pushes = receiver.to(person.browser);
  expect(pushes).toHaveLength(1);
  return person.browser.decrypt(pushes[0]!);
};

async function placeOrder(customer: Customer, agent: request.Agent = customer.agent) {
  await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 2 }]);
  const placed = await gql(agent, PLACE_ORDER, { i: { addressId: customer.addressId, idempotencyKey: randomUUID() } });
  expect(placed.errors).toBeUndefined();
  await pushesSettled();
  return placed.data!.placeOrder;
}

describe("a new order", () => {
  it("is confirmed to a Telugu customer in Telugu, and told to each staff member in their own language", async () => {
    const before = app.mail.messages.length;
    const { shortId } = await placeOrder(lakshmi);

    const confirmation = await app.mail.latest(lakshmi.email, new RegExp(`ఆర్డర్ #${shortId} ప్లేస్ అయింది`), before);
    expect(confirmation.subject).toBe(`మీ Ruchi ఆర్డర్ #${shortId} ప్లేస్ అయింది`);
    expect(confirmation.text).toContain(`ధన్యవాదాలు! మీ ఆర్డర్ #${shortId} Sri Krishna Tiffins కి చేరింది.`);
    expect(confirmation.text).toContain("2 × Masala Dosa");
    expect(confirmation.text).toContain("డెలివరీ సమయంలో ₹270.00 నగదుగా చెల్లించండి.");
    expect(confirmation.html).toContain('lang="te"');

    const english = await app.mail.latest(admin.email, new RegExp(`New order #${shortId}`), before);
    expect(english.subject).toBe(`New order #${shortId} for Sri Krishna Tiffins: ₹270.00`);
    expect(english.text).toContain(`A new order #${shortId} for Sri Krishna Tiffins is waiting.`);
    expect(english.html).toContain('lang="en"');
    const telugu = await app.mail.latest(superadmin.email, new RegExp(`కొత్త ఆర్డర్ #${shortId}`), before);
    expect(telugu.subject).toBe(`Sri Krishna Tiffins కి కొత్త ఆర్డర్ #${shortId}: ₹270.00`);

    expect(pushTo(admin)).toEqual({
      title: `New order #${shortId}`,
      body: "Sri Krishna Tiffins: ₹270.00, cash on delivery.",
      url: "/admin/orders",
    });
    expect(pushTo(superadmin)).toEqual({
      title: `కొత్త ఆర్డర్ #${shortId}`,
      body: "Sri Krishna Tiffins: ₹270.00, క్యాష్ ఆన్ డెలివరీ.",
      url: "/admin/orders",
    });
  });

  it("is confirmed in the language of the customer's browser when the account has no choice", async () => {
    const before = app.mail.messages.length;
    // Ravi's session, from a browser that reads Telugu first.
    const teluguBrowser = request
      .agent(app.url)
      .set("Cookie", ravi.cookie)
      .set("Accept-Language", "te-IN,te;q=0.9") as unknown as request.Agent;
    const { shortId } = await placeOrder(ravi, teluguBrowser);
    const confirmation = await app.mail.latest(ravi.email, new RegExp(`#${shortId}`), before);
    expect(confirmation.subject).toBe(`మీ Ruchi ఆర్డర్ #${shortId} ప్లేస్ అయింది`);
    // The customer's browser says nothing about the staff's language.
    expect((await app.mail.latest(admin.email, new RegExp(`#${shortId}`), before)).subject).toMatch(/^New order/);
  });
});

describe("an order's status change", () => {
  it("reaches each customer by push and e-mail in their own language", async () => {
    const forLakshmi = await placeOrder(lakshmi);
    const forRavi = await placeOrder(ravi);
    receiver.clear();
    const before = app.mail.messages.length;

    for (const order of [forLakshmi, forRavi]) {
      expect(
        (await gql(admin.agent, UPDATE_ORDER_STATUS, { id: order.id, status: "REJECTED", reason: "Kitchen closed early" })).errors,
      ).toBeUndefined();
    }
    await pushesSettled();

    expect(pushTo(lakshmi)).toEqual({
      title: `ఆర్డర్ #${forLakshmi.shortId}: తిరస్కరించారు`,
      body: "Sri Krishna Tiffins నుండి మీ ఆర్డర్ తిరస్కరించబడింది. కారణం: Kitchen closed early",
      url: "/shop/account?tab=orders",
    });
    expect(pushTo(ravi)).toEqual({
      title: `Order #${forRavi.shortId}: Rejected`,
      body: "Your order from Sri Krishna Tiffins was rejected. Reason: Kitchen closed early",
      url: "/shop/account?tab=orders",
    });
    const teluguMail = await app.mail.latest(lakshmi.email, new RegExp(`#${forLakshmi.shortId}: `), before);
    expect(teluguMail.subject).toBe(`మీ Ruchi ఆర్డర్ #${forLakshmi.shortId}: తిరస్కరించారు`);
    expect(teluguMail.text).toContain("కారణం: Kitchen closed early");
    expect((await app.mail.latest(ravi.email, new RegExp(`#${forRavi.shortId}: `), before)).subject).toBe(
      `Your Ruchi order #${forRavi.shortId}: Rejected`,
    );
  });
});

describe("a superadmin's broadcast", () => {
  it("goes to every reader as written, whatever their language", async () => {
    const sent = await gql(superadmin.agent, SEND_BROADCAST, {
      input: { title: "Holiday", body: "Closed on Sunday", audience: "CUSTOMERS" },
    });
    expect(sent.errors).toBeUndefined();
    await pushesSettled();
    expect(pushTo(lakshmi)).toEqual({ title: "Holiday", body: "Closed on Sunday" });
    expect(pushTo(ravi)).toEqual({ title: "Holiday", body: "Closed on Sunday" });
  });
});
