import { newCustomer } from "./support/accounts";
import { errorCode, gql } from "./support/graphql";
import { LOGIN, REGISTER, RESEND_OTP, VERIFY_OTP } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";

/**
 * Sign-up cannot be used to take over an account before its owner verifies it, and it tells
 * nobody which e-mails have an account.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const codeMails = (email: string, after = 0) =>
  app.mail.messages.slice(after).filter((m) => m.to === email && /verification code/.test(m.subject));

describe("registration", () => {
  it("gives the verified account the password of whoever verified, never the attacker's", async () => {
    const victim = newCustomer({ phone: "9000000001", password: "victim's own password" });
    const attacker = { ...victim, userName: "Attacker", phone: "9000000666", password: "attacker password" };
    const victimBrowser = app.agent();
    const attackerBrowser = app.agent();

    await gql(victimBrowser, REGISTER, { i: victim });
    const victimCode = await app.mail.otp(victim.email);
    // The attacker registers the same e-mail afterwards, and again: each new code mail is newer.
    const before = app.mail.messages.length;
    expect((await gql(attackerBrowser, REGISTER, { i: attacker })).errors).toBeUndefined();
    const attackerCode = await app.mail.otp(victim.email, before);

    // The newest code belongs to the attacker's registration: typed in the victim's browser it
    // confirms nothing (the victim asks for a new code instead), and it never sets the password.
    if (attackerCode !== victimCode) {
      expect(errorCode(await gql(victimBrowser, VERIFY_OTP, { i: { email: victim.email, otp: attackerCode } }))).toBe("INVALID_OTP");
    }
    const verified = await gql(victimBrowser, VERIFY_OTP, { i: { email: victim.email, otp: victimCode } });
    expect(verified.errors).toBeUndefined();

    const asVictim = await gql(app.agent(), LOGIN, { i: { email: victim.email, password: victim.password } });
    expect(asVictim.data!.login.user).toMatchObject({ email: victim.email, phone: victim.phone });
    expect(errorCode(await gql(app.agent(), LOGIN, { i: { email: victim.email, password: attacker.password } }))).toBe(
      "INVALID_CREDENTIALS",
    );
    // The attacker's registration was dropped: even the right code no longer confirms it.
    expect(errorCode(await gql(attackerBrowser, VERIFY_OTP, { i: { email: victim.email, otp: attackerCode } }))).toBe("INVALID_OTP");
    const { rows } = await app.db.query(`SELECT count(*)::int AS n FROM pending_registrations WHERE email = $1`, [victim.email]);
    expect(rows[0].n).toBe(0);
  });

  it("confirms a code only in the browser session that registered", async () => {
    const customer = newCustomer();
    await gql(app.agent(), REGISTER, { i: customer });
    const code = await app.mail.otp(customer.email);
    const elsewhere = await gql(app.agent(), VERIFY_OTP, { i: { email: customer.email, otp: code } });
    expect(errorCode(elsewhere)).toBe("INVALID_OTP");
    const { rows } = await app.db.query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [customer.email]);
    expect(rows[0].n).toBe(0);
  });

  it("lets exactly one of two registrations verified at the same moment win", async () => {
    const customer = newCustomer();
    const [laptop, phone] = [app.agent(), app.agent()];
    await gql(laptop, REGISTER, { i: { ...customer, password: "laptop password" } });
    const laptopCode = await app.mail.otp(customer.email);
    const before = app.mail.messages.length;
    await gql(phone, REGISTER, { i: { ...customer, password: "phone password" } });
    const phoneCode = await app.mail.otp(customer.email, before);

    const results = await Promise.all([
      gql(laptop, VERIFY_OTP, { i: { email: customer.email, otp: laptopCode } }),
      gql(phone, VERIFY_OTP, { i: { email: customer.email, otp: phoneCode } }),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    const { rows } = await app.db.query(`SELECT count(*)::int AS n FROM users WHERE email = $1 AND is_verified`, [customer.email]);
    expect(rows[0].n).toBe(1);
  });

  it("answers the same for an e-mail that has an account, and tells only its owner", async () => {
    const owner = newCustomer({ password: "the owner's password" });
    const ownerBrowser = app.agent();
    await gql(ownerBrowser, REGISTER, { i: owner });
    await gql(ownerBrowser, VERIFY_OTP, { i: { email: owner.email, otp: await app.mail.otp(owner.email) } });
    const stranger = newCustomer();

    const before = app.mail.messages.length;
    const known = await gql(app.agent(), REGISTER, { i: { ...owner, password: "someone else's password" } });
    const unknown = await gql(app.agent(), REGISTER, { i: stranger });

    expect(known.status).toBe(unknown.status);
    expect(known.errors).toBeUndefined();
    expect(known.data!.register.message).toBe(unknown.data!.register.message);
    const shape = (user: Record<string, unknown>) => ({ ...user, id: typeof user.id, email: "", userName: "", phone: "" });
    expect(shape(known.data!.register.user)).toEqual(shape(unknown.data!.register.user));
    expect(known.data!.register.user.id).not.toBe((await app.db.query(`SELECT id FROM users WHERE email = $1`, [owner.email])).rows[0].id);
    expect(known.setCookie.some((c) => c.startsWith("ruchi.sid="))).toBe(true);
    expect(unknown.setCookie.some((c) => c.startsWith("ruchi.sid="))).toBe(true);

    const notice = await app.mail.latest(owner.email, /already have a Ruchi account/, before);
    expect(notice.text).toContain("/auth/forgot-password");
    expect(codeMails(owner.email, before)).toHaveLength(0);
    const login = await gql(app.agent(), LOGIN, { i: { email: owner.email, password: owner.password } });
    expect(login.errors).toBeUndefined();
  });

  it("limits code e-mails per address across registrations and resends", async () => {
    const target = newCustomer();
    const browsers = Array.from({ length: 5 }, () => app.agent());
    for (const browser of browsers) {
      expect((await gql(browser, REGISTER, { i: target })).errors).toBeUndefined();
    }
    const sixth = await gql(app.agent(), REGISTER, { i: target });
    expect(errorCode(sixth)).toBe("RATE_LIMITED");
    expect(errorCode(await gql(browsers[0]!, RESEND_OTP, { i: { email: target.email } }))).toBe("RATE_LIMITED");
    // The same browser and IP can still sign up another address.
    expect((await gql(app.agent(), REGISTER, { i: newCustomer() })).errors).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(codeMails(target.email)).toHaveLength(5);
  });

  it("resends the code of this browser's registration only", async () => {
    const customer = newCustomer();
    const browser = app.agent();
    await gql(browser, REGISTER, { i: customer });
    const first = await app.mail.otp(customer.email);

    const before = app.mail.messages.length;
    const fromElsewhere = await gql(app.agent(), RESEND_OTP, { i: { email: customer.email } });
    expect(fromElsewhere.data!.resendOtp.message).toMatch(/new code has been sent/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(codeMails(customer.email, before)).toHaveLength(0);

    await gql(browser, RESEND_OTP, { i: { email: customer.email } });
    const second = await app.mail.otp(customer.email, before);
    if (first !== second) {
      expect(errorCode(await gql(browser, VERIFY_OTP, { i: { email: customer.email, otp: first } }))).toBe("INVALID_OTP");
    }
    expect((await gql(browser, VERIFY_OTP, { i: { email: customer.email, otp: second } })).errors).toBeUndefined();
  });

  it("tells the registering browser that its e-mail is not verified yet, and nobody else", async () => {
    const customer = newCustomer();
    const browser = app.agent();
    await gql(browser, REGISTER, { i: customer });
    const credentials = { email: customer.email, password: customer.password };
    expect(errorCode(await gql(browser, LOGIN, { i: credentials }))).toBe("EMAIL_NOT_VERIFIED");
    expect(errorCode(await gql(browser, LOGIN, { i: { ...credentials, password: "not the password" } }))).toBe("INVALID_CREDENTIALS");
    expect(errorCode(await gql(app.agent(), LOGIN, { i: credentials }))).toBe("INVALID_CREDENTIALS");
  });

  it("keeps the legacy register then verify-otp of one browser working", async () => {
    const customer = newCustomer();
    const browser = app.agent();
    const registered = await browser.post("/api/auth/register").send(customer);
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ success: true, user: { email: customer.email, isSuperAdmin: false } });
    const otp = await app.mail.otp(customer.email);
    const verified = await browser.post("/api/auth/verify-otp").send({ email: customer.email, otp });
    expect(verified.body).toEqual({ success: true, message: "Email verified successfully" });
    const login = await browser.post("/api/auth/login").send({ email: customer.email, password: customer.password });
    expect(login.body).toMatchObject({ success: true, user: { email: customer.email, role: "user" } });
  });
});
