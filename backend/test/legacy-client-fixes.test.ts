import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import webpush from "web-push";
import type request from "supertest";
import { newCustomer, signedInCustomer, signedInStaff } from "./support/accounts";
import { insertRestaurant, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql } from "./support/graphql";
import { SAVE_PUSH_SUBSCRIPTION, UPDATE_ORDER_STATUS } from "./support/operations";
import { insertOrder } from "./support/order-fixtures";
import { PushReceiver, TestBrowser } from "./support/push-receiver";
import { startTestApp, type TestApp } from "./support/test-app";

/**
 * The four things the original web app could not do against Ruchi, done as that app does them
 * (legacy-clients.test.ts has the rest of its journeys): finish a sign-up, see a bad reset link
 * as an error, reject an order without a reason, send a notification from its notifications page.
 */

type Agent = request.Agent;
/** A built web app of one page: the SPA's fallback is there, so the verify link must beat it. */
const dist = mkdtempSync(path.join(tmpdir(), "ruchi-dist-"));
writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Ruchi SPA</title>");
const vapid = webpush.generateVAPIDKeys();
const receiver = new PushReceiver();
let app: TestApp;

beforeAll(async () => {
  await receiver.start();
  app = await startTestApp({
    env: { FRONTEND_DIST: dist, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, PUSH_ALLOW_HTTP_ENDPOINTS: "true" },
  });
});
afterAll(async () => {
  await app.stop();
  await receiver.stop();
  rmSync(dist, { recursive: true, force: true });
});

/** How the old client shows an answer: `message` from a 2xx body, otherwise a generic line. */
const shownToUser = (res: request.Response) => (res.status >= 200 && res.status < 300 ? res.body.message : "Something went wrong");

describe("finishing a sign-up from the old client, which logs in right after registering", () => {
  /** The path and query of the verify link in the latest sign-up mail to `email`. */
  async function verifyLink(email: string, after = 0): Promise<string> {
    const mail = await app.mail.latest(email, /verification code/, after);
    const [link] = /\/auth\/verify-email\?token=[\w-]+/.exec(mail.text) ?? [];
    if (!link) throw new Error(`no verify link in: ${mail.text}`);
    expect(mail.html).toContain(`${link}">Verify my e-mail</a>`);
    return link;
  }
  const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("token")!;
  /** The old client: register, then log in with the same credentials at once. */
  async function oldClientSignUp(customer = newCustomer()) {
    const agent = app.agent();
    expect((await agent.post("/api/auth/register").send(customer)).status).toBe(201);
    const login = await agent.post("/api/auth/login").send({ email: customer.email, password: customer.password });
    expect([login.status, login.body.code]).toEqual([200, "EMAIL_NOT_VERIFIED"]);
    expect(shownToUser(login)).toMatch(/Open the link or use the code we sent you/);
    return { customer, agent, link: await verifyLink(customer.email) };
  }
  const logIn = (agent: Agent, customer: { email: string; password: string }) =>
    agent.post("/api/auth/login").send({ email: customer.email, password: customer.password });
  /** A browser opening the link: the page it lands on (following the server's redirects). */
  const followed = (res: request.Response) => res.headers.location as string | undefined;

  it("verifies through the e-mailed link opened in another browser: the sign-up password, one click, the login page", async () => {
    const { customer, agent, link } = await oldClientSignUp();
    const mailApp = app.agent();

    const page = await mailApp.get(link).set("Accept", "text/html");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.text).not.toContain("Ruchi SPA");
    expect(page.text).toContain(`To finish signing up for Ruchi with ${customer.email.toLowerCase()}, enter the password you chose`);
    expect(page.text).toContain(
      `<form method="post" action="/auth/verify-email"><input type="hidden" name="token" value="${tokenOf(link)}">`,
    );
    expect(page.text).toContain('<input id="password" type="password" name="password" required');
    // Opening the link (as a mail scanner does) verifies nothing, nor does a confirmation
    // without the password chosen at sign-up (the mailbox's owner confirming someone else's sign-up).
    expect((await logIn(agent, customer)).body.code).toBe("EMAIL_NOT_VERIFIED");
    for (const password of ["", "not the password"]) {
      const refused = await mailApp
        .post("/auth/verify-email")
        .type("form")
        .send({ token: tokenOf(link), password });
      expect([refused.status, refused.text]).toEqual([200, expect.stringContaining("That is not the password chosen at sign-up.")]);
    }
    expect((await logIn(agent, customer)).body.code).toBe("EMAIL_NOT_VERIFIED");

    const confirmed = await mailApp
      .post("/auth/verify-email")
      .type("form")
      .send({ token: tokenOf(link), password: customer.password });
    expect([confirmed.status, followed(confirmed)]).toEqual([303, "/auth/login?verified=1"]);
    // Verified, not signed in: the browser that opened the link has no session.
    expect((await mailApp.get("/api/auth/check-auth")).status).toBe(401);

    const login = await logIn(agent, customer);
    expect([login.status, shownToUser(login)]).toEqual([200, "Logged in Successfully"]);
  });

  it("spends the link and the code after five wrong passwords, as after five wrong codes", async () => {
    const { customer, agent, link } = await oldClientSignUp();
    const tryPassword = (password: string) =>
      app
        .agent()
        .post("/auth/verify-email")
        .type("form")
        .send({ token: tokenOf(link), password });
    for (let i = 0; i < 4; i += 1) expect((await tryPassword(`wrong ${i}`)).status).toBe(200);
    expect(followed(await tryPassword("wrong 4"))).toBe("/auth/login?verify=invalid");
    expect(followed(await tryPassword(customer.password))).toBe("/auth/login?verify=invalid");
    const code = await app.mail.otp(customer.email);
    expect((await agent.post("/api/auth/verify-otp").send({ email: customer.email, otp: code })).body.success).toBe(false);
  });

  it("verifies at once, with no page, in the browser that registered; signs nobody in", async () => {
    const { customer, agent, link } = await oldClientSignUp();
    const opened = await agent.get(link).set("Accept", "text/html");
    expect([opened.status, followed(opened)]).toEqual([303, "/auth/login?verified=1"]);
    expect((await agent.get("/api/auth/check-auth")).status).toBe(401);
    expect((await logIn(agent, customer)).body.success).toBe(true);
  });

  it("stores only the link token's hash, and spends the link and the code together, whichever is used", async () => {
    const first = await oldClientSignUp();
    const { rows } = await app.db.query(`SELECT link_token_hash FROM pending_registrations WHERE email = $1`, [
      first.customer.email.toLowerCase(),
    ]);
    expect(rows).toEqual([{ link_token_hash: createHash("sha256").update(tokenOf(first.link)).digest("hex") }]);
    const code = await app.mail.otp(first.customer.email);
    expect((await first.agent.get(first.link)).headers.location).toBe("/auth/login?verified=1");
    const again = await app.agent().get(first.link).set("Accept", "text/html");
    expect([again.status, followed(again)]).toEqual([303, "/auth/login?verify=invalid"]);
    const codeAfterLink = await first.agent.post("/api/auth/verify-otp").send({ email: first.customer.email, otp: code });
    expect([codeAfterLink.status, codeAfterLink.body.code]).toEqual([200, "INVALID_OTP"]);

    const second = await oldClientSignUp();
    const otp = await app.mail.otp(second.customer.email);
    expect((await second.agent.post("/api/auth/verify-otp").send({ email: second.customer.email, otp })).body.success).toBe(true);
    expect(followed(await second.agent.get(second.link))).toBe("/auth/login?verify=invalid");
    const late = await app
      .agent()
      .post("/auth/verify-email")
      .type("form")
      .send({ token: tokenOf(second.link), password: second.customer.password });
    expect(followed(late)).toBe("/auth/login?verify=invalid");
  });

  it("replaces the link on a resend, refuses an expired or malformed one, and changes nothing then", async () => {
    const { customer, agent, link } = await oldClientSignUp();
    const before = app.mail.messages.length;
    expect((await agent.post("/api/auth/resend-otp").send({ email: customer.email })).body.success).toBe(true);
    const renewed = await verifyLink(customer.email, before);
    expect(renewed).not.toBe(link);
    expect(followed(await app.agent().get(link))).toBe("/auth/login?verify=invalid");

    await app.db.query(`UPDATE pending_registrations SET code_expires_at = now() - interval '1 second' WHERE email = $1`, [
      customer.email.toLowerCase(),
    ]);
    expect(followed(await app.agent().get(renewed))).toBe("/auth/login?verify=invalid");
    const expired = await app
      .agent()
      .post("/auth/verify-email")
      .type("form")
      .send({ token: tokenOf(renewed), password: customer.password });
    expect(followed(expired)).toBe("/auth/login?verify=invalid");
    for (const bad of [
      "/auth/verify-email",
      "/auth/verify-email?token=short",
      `/auth/verify-email?token=${"a".repeat(43)}`,
      "/auth/verify-email?token=a&token=b",
    ]) {
      expect([bad, followed(await app.agent().get(bad))]).toEqual([bad, "/auth/login?verify=invalid"]);
    }
    expect((await logIn(agent, customer)).body.code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("writes the page in the language chosen at sign-up", async () => {
    const customer = newCustomer();
    const agent = app.agent();
    await agent.post("/api/auth/register").send({ ...customer, preferredLanguage: "te" });
    const link = /\/auth\/verify-email\?token=[\w-]+/.exec((await app.mail.latest(customer.email, /వెరిఫికేషన్ కోడ్/)).text)![0];
    const page = await app.agent().get(link);
    expect(page.text).toContain('<html lang="te">');
    expect(page.text).toContain("నా ఇమెయిల్‌ను వెరిఫై చేయండి</button>");
  });
});

describe("a bad reset link, on a page that shows any 2xx answer as success", () => {
  it("answers an unknown, malformed or used token with 400 'Invalid or expired token.'; other refusals keep 200", async () => {
    const invalid = { success: false, message: "Invalid or expired token.", code: "INVALID_RESET_TOKEN" };
    for (const token of ["a".repeat(43), "short"]) {
      const res = await app.agent().post(`/api/auth/reset-password/${token}`).send({ password: "a new password 1" });
      expect([token, res.status, res.body]).toEqual([token, 400, invalid]);
    }

    const customer = await signedInCustomer(app);
    await app.agent().post("/api/auth/forgot-password").send({ email: customer.email });
    const token = await app.mail.resetToken(customer.email);
    const weak = await app.agent().post(`/api/auth/reset-password/${token}`).send({ password: "short" });
    expect([weak.status, weak.body.success, weak.body.code]).toEqual([200, false, "BAD_USER_INPUT"]);
    expect((await app.agent().post(`/api/auth/reset-password/${token}`).send({ password: "a new password 1" })).status).toBe(200);
    const used = await app.agent().post(`/api/auth/reset-password/${token}`).send({ password: "a new password 2" });
    expect([used.status, used.body]).toEqual([400, invalid]);
  });
});

describe("hostile input on the sign-in forms, refused like any other refused form", () => {
  it.each([
    [
      "a control character in a field",
      () => app.agent().post("/api/auth/login").send({ email: "someone@example.com", password: "pass\u0000word" }),
    ],
    ["a JSON array body", () => app.agent().post("/api/auth/register").send([newCustomer()])],
    [
      "a NUL in the reset token",
      () =>
        app
          .agent()
          .post(`/api/auth/reset-password/${"a".repeat(40)}%00`)
          .send({ password: "a new password" }),
    ],
  ])("%s answers 200 with success: false", async (_what, send) => {
    const res = await send();
    expect([res.status, res.body.success, res.body.code]).toEqual([200, false, "BAD_USER_INPUT"]);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it("keeps 400 for the same input elsewhere", async () => {
    const customer = await signedInCustomer(app);
    const res = await customer.agent.post("/api/shop/cart/add").send([{ userId: customer.id }]);
    expect([res.status, res.body.code]).toEqual([400, "BAD_USER_INPUT"]);
  });
});

describe("rejecting an order from an old admin screen, which sends no reason", () => {
  let restaurant: RestaurantRow;
  let customerId: string;
  beforeAll(async () => {
    restaurant = await insertRestaurant(app.db, { name: "Legacy Reject Kitchen" });
    customerId = (await signedInCustomer(app)).id;
  });
  const pendingOrder = () =>
    insertOrder(app.db, {
      userId: customerId,
      restaurantId: restaurant.id,
      restaurantName: "Legacy Reject Kitchen",
      createdAt: new Date().toISOString(),
      lines: [{ menuItemId: null, name: "Thali", unitPricePaise: 12000, quantity: 1 }],
    });
  const recorded = async (id: string) =>
    (
      await app.db.query(
        `SELECT o.status, o.rejection_reason, c.reason FROM orders o JOIN order_status_changes c ON c.order_id = o.id AND c.to_status = 'rejected' WHERE o.id = $1`,
        [id],
      )
    ).rows;

  it("records 'Rejected by the restaurant' in the admin's language; GraphQL still asks for a reason", async () => {
    const admin = await signedInStaff(app, "admin");
    const english = await pendingOrder();
    const res = await admin.agent.put(`/api/admin/orders/update/${english}`).send({ orderStatus: "rejected" });
    expect([res.status, res.body.success, res.body.data?.orderStatus]).toEqual([200, true, "rejected"]);
    expect(await recorded(english)).toEqual([
      { status: "rejected", rejection_reason: "Rejected by the restaurant", reason: "Rejected by the restaurant" },
    ]);

    await app.db.query(`UPDATE users SET preferred_language = 'te' WHERE id = $1`, [admin.id]);
    const telugu = await pendingOrder();
    expect((await admin.agent.put(`/api/admin/orders/update/${telugu}`).send({ orderStatus: "rejected", reason: "  " })).status).toBe(200);
    expect((await recorded(telugu))[0].rejection_reason).toBe("రెస్టారెంట్ ఈ ఆర్డర్‌ను తిరస్కరించింది");

    const given = await pendingOrder();
    await admin.agent.put(`/api/admin/orders/update/${given}`).send({ orderStatus: "rejected", reason: "Out of rice" });
    expect((await recorded(given))[0].rejection_reason).toBe("Out of rice");

    const viaGraphql = await pendingOrder();
    expect(errorCode(await gql(admin.agent, UPDATE_ORDER_STATUS, { id: viaGraphql, status: "REJECTED" }))).toBe("BAD_USER_INPUT");
  });
});

describe("the old notifications page: POST /api/admin/notify", () => {
  it("sends a superadmin's title and body to every customer's browser and says to how many", async () => {
    const superadmin = await signedInStaff(app, "superadmin");
    const admin = await signedInStaff(app, "admin");
    const customers = [await signedInCustomer(app), await signedInCustomer(app)];
    const phones = customers.map(() => new TestBrowser(receiver));
    const adminBrowser = new TestBrowser(receiver);
    for (const [account, browser] of [
      [customers[0]!, phones[0]!],
      [customers[1]!, phones[1]!],
      [admin, adminBrowser],
    ] as const) {
      expect((await gql(account.agent, SAVE_PUSH_SUBSCRIPTION, { input: browser.subscription })).errors).toBeUndefined();
    }
    receiver.clear();

    const sent = await superadmin.agent.post("/api/admin/notify").send({ title: "Ugadi offers", body: "Free payasam with every thali." });
    expect([sent.status, sent.body]).toEqual([200, { success: true, message: "Notifications sent to 2 users." }]);
    expect(receiver.received.map((push) => push.path).sort()).toEqual(phones.map((phone) => phone.path).sort());
    expect(phones[0]!.decrypt(receiver.to(phones[0]!)[0]!)).toEqual({ title: "Ugadi offers", body: "Free payasam with every thali." });
    const { rows } = await app.db.query(`SELECT audience, sent_by_id, delivered FROM broadcasts WHERE title = 'Ugadi offers'`);
    expect(rows).toEqual([{ audience: "customers", sent_by_id: superadmin.id, delivered: 2 }]);
  });

  it("answers 400 'Missing title or body', the broadcast's own checks, and 403 to anyone but a superadmin", async () => {
    const superadmin = await signedInStaff(app, "superadmin");
    const admin = await signedInStaff(app, "admin");
    const customer = await signedInCustomer(app);
    const missing = { success: false, message: "Missing title or body", code: "BAD_USER_INPUT" };
    for (const body of [{}, { title: "Hello" }, { title: "  ", body: "Everyone" }, { title: "Hello", body: 5 }]) {
      const res = await superadmin.agent.post("/api/admin/notify").send(body);
      expect([body, res.status, res.body]).toEqual([body, 400, missing]);
    }
    const long = await superadmin.agent.post("/api/admin/notify").send({ title: "t".repeat(81), body: "Everyone" });
    expect([long.status, long.body.message]).toEqual([400, "Title must be at most 80 characters"]);
    for (const body of [{ title: "Hello", body: "Everyone" }, {}]) {
      for (const agent of [admin.agent, customer.agent]) {
        const res = await agent.post("/api/admin/notify").send(body);
        expect([body, res.status, res.body.code]).toEqual([body, 403, "FORBIDDEN"]);
      }
      expect((await app.agent().post("/api/admin/notify").send(body)).status).toBe(401);
    }
    const { rows } = await app.db.query(`SELECT count(*)::int AS n FROM broadcasts WHERE title = 'Hello' OR length(title) > 80`);
    expect(rows[0].n).toBe(0);
  });
});
