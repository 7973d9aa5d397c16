import type request from "supertest";
import type { TestApp } from "./test-app";
import { gql } from "./graphql";
import { LOGIN, REGISTER, VERIFY_OTP } from "./operations";

let counter = 0;

/** A unique, valid sign-up for each call. */
export function newCustomer(overrides: Partial<Record<"userName" | "email" | "phone" | "password", string>> = {}) {
  counter += 1;
  return {
    userName: `Test Customer ${counter}`,
    email: `customer${counter}.${Date.now()}@example.com`,
    phone: "9876543210",
    password: "correct horse 1",
    ...overrides,
  };
}

/** Registers, verifies with the e-mailed code and logs in through GraphQL; returns the agent. */
export async function signedInCustomer(
  app: TestApp,
  overrides = {},
): Promise<{ agent: request.Agent; email: string; password: string; userName: string; id: string; cookie: string }> {
  const customer = newCustomer(overrides);
  const agent = app.agent();
  await gql(agent, REGISTER, { i: customer });
  const otp = await app.mail.otp(customer.email);
  await gql(agent, VERIFY_OTP, { i: { email: customer.email, otp } });
  const login = await gql(agent, LOGIN, { i: { email: customer.email, password: customer.password } });
  if (!login.data) throw new Error(`login failed: ${JSON.stringify(login.errors)}`);
  const cookie = sessionCookie(login.setCookie);
  if (!cookie) throw new Error("login set no session cookie");
  return { agent, email: customer.email, password: customer.password, userName: customer.userName, id: login.data.login.user.id, cookie };
}

/** "ruchi.sid=..." from a response's Set-Cookie headers. */
export const sessionCookie = (setCookie: string[]) => setCookie.find((c) => c.startsWith("ruchi.sid="))?.split(";")[0];

/** A signed-in admin or superadmin (a customer promoted in the database, as the CLI would). */
export async function signedInStaff(app: TestApp, role: "admin" | "superadmin") {
  const customer = newCustomer();
  const agent = app.agent();
  await gql(agent, REGISTER, { i: customer });
  const otp = await app.mail.otp(customer.email);
  await gql(agent, VERIFY_OTP, { i: { email: customer.email, otp } });
  await app.db.query(`UPDATE users SET role = $1 WHERE email = $2`, [role, customer.email]);
  const login = await gql(agent, LOGIN, { i: { email: customer.email, password: customer.password } });
  if (!login.data) throw new Error(`staff login failed: ${JSON.stringify(login.errors)}`);
  const cookie = sessionCookie(login.setCookie);
  if (!cookie) throw new Error("staff login set no session cookie");
  return { agent, email: customer.email, password: customer.password, userName: customer.userName, id: login.data.login.user.id, cookie };
}
