import { newCustomer } from "./support/accounts";
import { startTestApp, type TestApp } from "./support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe("accounts over the legacy /api/auth paths", () => {
  it("registers, verifies, logs in, checks auth and logs out with the contract's answers", async () => {
    const customer = newCustomer();
    const agent = app.agent();

    const registered = await agent.post("/api/auth/register").send(customer);
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({
      success: true,
      user: { userName: customer.userName, email: customer.email, phone: customer.phone, role: "user", isSuperAdmin: false },
    });
    expect(registered.body.user.password).toBeUndefined();
    expect(registered.body.user.passwordHash).toBeUndefined();

    const otp = await app.mail.otp(customer.email);
    const verified = await agent.post("/api/auth/verify-otp").send({ email: customer.email, otp });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ success: true, message: "Email verified successfully" });

    const anonymous = await agent.get("/api/auth/check-auth");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, message: "Not Authorized! Please Login again!", code: "UNAUTHENTICATED" });

    const login = await agent.post("/api/auth/login").send({ email: customer.email, password: customer.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, message: "Logged in Successfully", user: { email: customer.email, role: "user" } });

    const check = await agent.get("/api/auth/check-auth");
    expect(check.status).toBe(200);
    expect(check.headers["cache-control"]).toBe("no-store");
    expect(check.body).toMatchObject({ success: true, message: "user authenticated", user: { id: login.body.user.id } });

    const logout = await agent.post("/api/auth/logout");
    expect(logout.body).toEqual({ success: true, message: "Logged out Successfully!" });
    expect((await agent.get("/api/auth/check-auth")).status).toBe(401);
  });

  it("answers refused forms with 200 and success: false, as the old service did (legacy-clients.test.ts)", async () => {
    const customer = newCustomer();
    const agent = app.agent();

    const missing = await agent.post("/api/auth/register").send({ email: customer.email });
    expect(missing.status).toBe(200);
    expect(missing.body).toMatchObject({ success: false, code: "BAD_USER_INPUT", message: "User name is required" });
    expect(missing.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(["password", "phone", "userName"]);

    const badPhone = await agent.post("/api/auth/register").send({ ...customer, phone: "12345678901" });
    expect(badPhone.status).toBe(200);
    expect(badPhone.body.message).toBe("Enter Valid Phone Number");

    expect((await agent.post("/api/auth/register").send(customer)).status).toBe(201);
    const unverifiedLogin = await agent.post("/api/auth/login").send({ email: customer.email, password: customer.password });
    expect(unverifiedLogin.status).toBe(200);
    expect(unverifiedLogin.body).toMatchObject({ success: false, code: "EMAIL_NOT_VERIFIED" });

    const wrongOtp = await agent.post("/api/auth/verify-otp").send({ email: customer.email, otp: "12" });
    expect(wrongOtp.status).toBe(200);
    expect(wrongOtp.body.message).toBe("Enter the 6-digit code from the e-mail");

    await agent.post("/api/auth/verify-otp").send({ email: customer.email, otp: await app.mail.otp(customer.email) });
    // Registering a known e-mail answers as for a new one (the owner is told by e-mail instead).
    const again = await agent.post("/api/auth/register").send(customer);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ success: true, user: { email: customer.email } });

    const wrongPassword = await agent.post("/api/auth/login").send({ email: customer.email, password: "not the password" });
    expect(wrongPassword.status).toBe(200);
    expect(wrongPassword.body).toMatchObject({ success: false, code: "INVALID_CREDENTIALS" });

    // Refused before any route: the body is not JSON at all.
    const notJson = await agent.post("/api/auth/login").set("Content-Type", "application/json").send("{nope");
    expect(notJson.status).toBe(400);
    expect(notJson.body.success).toBe(false);
  });

  it("resets a password through the e-mailed link path", async () => {
    const customer = newCustomer();
    const agent = app.agent();
    await agent.post("/api/auth/register").send(customer);
    await agent.post("/api/auth/verify-otp").send({ email: customer.email, otp: await app.mail.otp(customer.email) });

    const forgot = await agent.post("/api/auth/forgot-password").send({ email: customer.email });
    const forgotUnknown = await agent.post("/api/auth/forgot-password").send({ email: "nobody@example.com" });
    expect(forgot.body).toEqual(forgotUnknown.body);
    expect(forgot.body.success).toBe(true);

    const token = await app.mail.resetToken(customer.email);
    const reset = await agent.post(`/api/auth/reset-password/${token}`).send({ password: "my new password" });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, message: "Password reset successful." });
    const again = await agent.post(`/api/auth/reset-password/${token}`).send({ password: "my new password" });
    // 400, not the other refusals' 200: the old reset page shows any 2xx as success.
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: "Invalid or expired token.", code: "INVALID_RESET_TOKEN" });

    const login = await agent.post("/api/auth/login").send({ email: customer.email, password: "my new password" });
    expect(login.status).toBe(200);
  });

  it("rate-limits forgot-password per account with 429 and Retry-After", async () => {
    const email = newCustomer().email;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await app.agent().post("/api/auth/forgot-password").send({ email })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await app.agent().post("/api/auth/forgot-password").send({ email });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("refuses cross-site and form-encoded state changes", async () => {
    const customer = newCustomer();
    const crossSite = await app
      .agent()
      .post("/api/auth/login")
      .set("Origin", "https://evil.example")
      .send({ email: customer.email, password: customer.password });
    expect(crossSite.status).toBe(403);
    const form = await app.agent().post("/api/auth/login").type("form").send({ email: customer.email, password: customer.password });
    expect(form.status).toBe(415);
  });

  it("answers unknown API paths with 404 in the envelope", async () => {
    const res = await app.agent().get("/api/nope");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: "No such API path.", code: "NOT_FOUND" });
  });
});
