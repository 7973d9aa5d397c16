import { newCustomer } from "./support/accounts";
import { errorCode, gql, gqlRaw } from "./support/graphql";
import { FORGOT_PASSWORD, LOGIN, LOGOUT, ME, REGISTER, RESEND_OTP, RESET_PASSWORD, VERIFY_OTP } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe("accounts over GraphQL", () => {
  it("registers, verifies with the e-mailed code, logs in, sees itself and logs out", async () => {
    const customer = newCustomer();
    const agent = app.agent();

    const registered = await gql(agent, REGISTER, { i: customer });
    expect(registered.errors).toBeUndefined();
    expect(registered.data!.register.user).toMatchObject({
      email: customer.email,
      userName: customer.userName,
      phone: customer.phone,
      role: "CUSTOMER",
      isVerified: false,
    });

    const unverified = await gql(agent, LOGIN, { i: { email: customer.email, password: customer.password } });
    expect(errorCode(unverified)).toBe("EMAIL_NOT_VERIFIED");

    const otp = await app.mail.otp(customer.email);
    const verified = await gql(agent, VERIFY_OTP, { i: { email: customer.email, otp } });
    expect(verified.data!.verifyOtp.message).toBe("Email verified successfully");

    expect((await gql(agent, ME)).data!.me).toBeNull();
    const login = await gql(agent, LOGIN, { i: { email: customer.email.toUpperCase(), password: customer.password } });
    expect(login.errors).toBeUndefined();
    expect(login.data!.login.message).toBe("Logged in Successfully");
    expect(login.setCookie.join(";")).toMatch(/ruchi\.sid=.*HttpOnly.*SameSite=Lax/i);

    const me = await gql(agent, ME);
    expect(me.data!.me).toMatchObject({ email: customer.email, role: "CUSTOMER" });

    const logout = await gql(agent, LOGOUT);
    expect(logout.data!.logout.message).toBe("Logged out Successfully!");
    expect((await gql(agent, ME)).data!.me).toBeNull();
  });

  it("stores only hashes of the password and the code", async () => {
    const customer = newCustomer();
    await gql(app.agent(), REGISTER, { i: customer });
    const otp = await app.mail.otp(customer.email);
    const { rows } = await app.db.query(`SELECT password_hash, code_hash FROM pending_registrations WHERE email = $1`, [customer.email]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(rows[0].code_hash).not.toContain(otp);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a wrong code, counts the tries and spends the code after five", async () => {
    const customer = newCustomer();
    const agent = app.agent();
    await gql(agent, REGISTER, { i: customer });
    const otp = await app.mail.otp(customer.email);
    const wrong = otp === "000000" ? "111111" : "000000";
    const first = await gql(agent, VERIFY_OTP, { i: { email: customer.email, otp: wrong } });
    expect(errorCode(first)).toBe("INVALID_OTP");
    expect(first.errors![0]!.message).toBe("Invalid OTP. 4 tries left.");
    for (let i = 0; i < 3; i += 1) await gql(agent, VERIFY_OTP, { i: { email: customer.email, otp: wrong } });
    const fifth = await gql(agent, VERIFY_OTP, { i: { email: customer.email, otp: wrong } });
    expect(fifth.errors![0]!.message).toBe("Too many wrong codes. Please ask for a new one.");
    const right = await gql(agent, VERIFY_OTP, { i: { email: customer.email, otp } });
    expect(errorCode(right)).toBe("INVALID_OTP");
  });

  it("refuses an expired code", async () => {
    const customer = newCustomer();
    const agent = app.agent();
    await gql(agent, REGISTER, { i: customer });
    const otp = await app.mail.otp(customer.email);
    await app.db.query(`UPDATE pending_registrations SET code_expires_at = now() - interval '1 second' WHERE email = $1`, [customer.email]);
    const result = await gql(agent, VERIFY_OTP, { i: { email: customer.email, otp } });
    expect(errorCode(result)).toBe("OTP_EXPIRED");
    // A new code still confirms the same registration.
    const before = app.mail.messages.length;
    await gql(agent, RESEND_OTP, { i: { email: customer.email } });
    const renewed = await gql(agent, VERIFY_OTP, { i: { email: customer.email, otp: await app.mail.otp(customer.email, before) } });
    expect(renewed.errors).toBeUndefined();
  });

  it("resends a new code that replaces the old one", async () => {
    const customer = newCustomer();
    const agent = app.agent();
    await gql(agent, REGISTER, { i: customer });
    const first = await app.mail.otp(customer.email);
    const before = app.mail.messages.length;
    const resent = await gql(agent, RESEND_OTP, { i: { email: customer.email } });
    expect(resent.data!.resendOtp.message).toMatch(/new code has been sent/);
    const second = await app.mail.otp(customer.email, before);
    if (first !== second) {
      expect(errorCode(await gql(agent, VERIFY_OTP, { i: { email: customer.email, otp: first } }))).toBe("INVALID_OTP");
    }
    const ok = await gql(agent, VERIFY_OTP, { i: { email: customer.email, otp: second } });
    expect(ok.data!.verifyOtp.message).toBe("Email verified successfully");
  });

  it("answers resend and forgot-password the same for unknown e-mails, and sends nothing", async () => {
    const unknown = "nobody.here@example.com";
    const resend = await gql(app.agent(), RESEND_OTP, { i: { email: unknown } });
    expect(resend.data!.resendOtp.message).toMatch(/new code has been sent/);
    const forgot = await gql(app.agent(), FORGOT_PASSWORD, { i: { email: unknown } });
    expect(forgot.data!.forgotPassword.message).toBe("If an account exists for this e-mail, a password reset link has been sent.");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.mail.count(unknown)).toBe(0);
  });

  it("validates the sign-up fields", async () => {
    const badPhone = await gql(app.agent(), REGISTER, { i: newCustomer({ phone: "98765" }) });
    expect(errorCode(badPhone)).toBe("BAD_USER_INPUT");
    expect(badPhone.errors![0]!.message).toBe("Enter Valid Phone Number");
    expect(badPhone.errors![0]!.extensions!.fields).toEqual([{ field: "phone", messages: ["Enter Valid Phone Number"] }]);
    // The one phone rule (as for addresses and restaurants): spaces around the digits are dropped, none inside.
    const spaced = await gql(app.agent(), REGISTER, { i: newCustomer({ phone: " 9876501234 " }) });
    expect(spaced.data?.register.user.phone).toBe("9876501234");
    expect((await gql(app.agent(), REGISTER, { i: newCustomer({ phone: "98765 01234" }) })).errors![0]!.message).toBe(
      "Enter Valid Phone Number",
    );

    const blankName = await gql(app.agent(), REGISTER, { i: newCustomer({ userName: "   " }) });
    expect(blankName.errors![0]!.message).toBe("User name is required");

    const badEmail = await gql(app.agent(), REGISTER, { i: newCustomer({ email: "not-an-email" }) });
    expect(badEmail.errors![0]!.message).toBe("Enter a valid e-mail address");

    const shortPassword = await gql(app.agent(), REGISTER, { i: newCustomer({ password: "short" }) });
    expect(shortPassword.errors![0]!.message).toBe("Password must be 8 to 128 characters long");

    const missing = await gqlRaw(app.agent(), `mutation { register(input: { email: "a@b.co" }) { message } }`);
    expect(errorCode(missing)).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("answers a wrong password and an unknown account alike", async () => {
    const customer = newCustomer();
    const browser = app.agent();
    await gql(browser, REGISTER, { i: customer });
    await gql(browser, VERIFY_OTP, { i: { email: customer.email, otp: await app.mail.otp(customer.email) } });
    const wrong = await gql(app.agent(), LOGIN, { i: { email: customer.email, password: "wrong password" } });
    const unknown = await gql(app.agent(), LOGIN, { i: { email: "ghost@example.com", password: "wrong password" } });
    expect(errorCode(wrong)).toBe("INVALID_CREDENTIALS");
    expect(wrong.errors![0]!.message).toBe("Incorrect email or password.");
    expect(unknown.errors![0]).toEqual(wrong.errors![0]);
  });

  it("resets a password with the e-mailed link once, and ends the old sessions", async () => {
    const customer = newCustomer();
    const browser = app.agent();
    await gql(browser, REGISTER, { i: customer });
    await gql(browser, VERIFY_OTP, { i: { email: customer.email, otp: await app.mail.otp(customer.email) } });
    await gql(browser, LOGIN, { i: { email: customer.email, password: customer.password } });
    expect((await gql(browser, ME)).data!.me).not.toBeNull();

    await gql(app.agent(), FORGOT_PASSWORD, { i: { email: customer.email } });
    const token = await app.mail.resetToken(customer.email);
    const reset = await gql(app.agent(), RESET_PASSWORD, { i: { token, password: "a brand new password" } });
    expect(reset.data!.resetPassword.message).toBe("Password reset successful.");

    expect((await gql(browser, ME)).data!.me).toBeNull();
    const reused = await gql(app.agent(), RESET_PASSWORD, { i: { token, password: "another new password" } });
    expect(errorCode(reused)).toBe("INVALID_RESET_TOKEN");
    expect(reused.errors![0]!.message).toBe("Invalid or expired token.");

    const oldPassword = await gql(app.agent(), LOGIN, { i: { email: customer.email, password: customer.password } });
    expect(errorCode(oldPassword)).toBe("INVALID_CREDENTIALS");
    const newPassword = await gql(app.agent(), LOGIN, { i: { email: customer.email, password: "a brand new password" } });
    expect(newPassword.errors).toBeUndefined();
  });

  it("refuses an expired reset token", async () => {
    const customer = newCustomer();
    const browser = app.agent();
    await gql(browser, REGISTER, { i: customer });
    await gql(browser, VERIFY_OTP, { i: { email: customer.email, otp: await app.mail.otp(customer.email) } });
    await gql(app.agent(), FORGOT_PASSWORD, { i: { email: customer.email } });
    const token = await app.mail.resetToken(customer.email);
    await app.db.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'`);
    const result = await gql(app.agent(), RESET_PASSWORD, { i: { token, password: "a brand new password" } });
    expect(errorCode(result)).toBe("INVALID_RESET_TOKEN");
  });

  it("rate-limits login attempts per account", async () => {
    const customer = newCustomer();
    const codes: unknown[] = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push(errorCode(await gql(app.agent(), LOGIN, { i: { email: customer.email, password: "guess number " + i } })));
    }
    expect(codes.slice(0, 10).every((code) => code === "INVALID_CREDENTIALS")).toBe(true);
    const limited = await gql(app.agent(), LOGIN, { i: { email: customer.email, password: "guess" } });
    expect(codes[10]).toBe("RATE_LIMITED");
    expect(errorCode(limited)).toBe("RATE_LIMITED");
    expect(limited.errors![0]!.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });

  it("rate-limits code checks per account", async () => {
    const customer = newCustomer();
    const results: unknown[] = [];
    for (let i = 0; i < 11; i += 1) {
      results.push(errorCode(await gql(app.agent(), VERIFY_OTP, { i: { email: customer.email, otp: "123456" } })));
    }
    expect(results[10]).toBe("RATE_LIMITED");
  });
});
