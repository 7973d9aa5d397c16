import { randomBytes } from "node:crypto";
import { request, type Page } from "@playwright/test";
import { graphql } from "./graphql";
import { readOtp } from "./mail";
import type { StorageState } from "./page-options";
import { baseUrl } from "./run-env";

export interface Account {
  email: string;
  password: string;
  userName: string;
  phone: string;
}

/** The demo accounts SEED_DEMO_DATA creates (backend/src/db/demo-accounts.ts). */
export const DEMO = {
  customer: { email: "customer@ruchi.test", password: "customer123", userName: "Ravi Teja", phone: "9876543210" },
  admin: { email: "admin@ruchi.test", password: "admin12345", userName: "Lakshmi (admin)", phone: "9876543211" },
  superadmin: { email: "superadmin@ruchi.test", password: "superadmin123", userName: "Srinivas (superadmin)", phone: "9876543212" },
  rider: { email: "rider@ruchi.test", password: "rider12345", userName: "Kiran Kumar (rider)", phone: "9876543213" },
} as const satisfies Record<string, Account>;

/** An address nobody has registered yet in this run. */
export function uniqueEmail(label = "shopper"): string {
  return `${label}-${Date.now().toString(36)}${randomBytes(3).toString("hex")}@e2e.ruchi.test`;
}

/** A phone number of 10 digits, different each call (the spec's rule: exactly 10 digits). */
export function uniquePhone(): string {
  return `9${String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, "0")}`;
}

/**
 * Signs in through the login form, as a user would, and waits until the app has left the
 * login page (the guard sends customers to /shop/home and admins to /admin/dashboard).
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  try {
    await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
  } catch (error) {
    const alerts = await page.getByRole("alert").allInnerTexts();
    throw new Error(
      `Signing in as ${email} did not leave ${new URL(page.url()).pathname}${alerts.length ? `; the page says: ${alerts.join(" | ")}` : ""}`,
      {
        cause: error,
      },
    );
  }
}

const LOGIN = `mutation E2ELogin($input: LoginInput!) { login(input: $input) { user { id } } }`;
const REGISTER = `mutation E2ERegister($input: RegisterInput!) { register(input: $input) { message } }`;
const VERIFY = `mutation E2EVerifyOtp($input: VerifyOtpInput!) { verifyOtp(input: $input) { message } }`;

/**
 * Signs `account` in through the API and answers the session as a storage state. The server
 * limits logins per IP, so the `signedIn` fixture (fixtures.ts) calls this once per account and
 * worker and the worker's pages share that session: a test that logs out must use its own
 * account (createCustomer) and signIn instead.
 */
export async function signInSession(account: Pick<Account, "email" | "password">): Promise<StorageState> {
  const api = await request.newContext({ baseURL: baseUrl() });
  try {
    await graphql(LOGIN, { input: { email: account.email, password: account.password } }, { request: api });
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}

/**
 * A new, verified customer of this run (registered and verified through the API with the code
 * from the real mail), for tests that change what a customer owns: cart, addresses, orders.
 * Registrations are limited to 30 an hour per IP, so create one per test file where possible.
 */
export async function createCustomer(label = "customer"): Promise<Account> {
  const account: Account = {
    email: uniqueEmail(label),
    password: `pw-${randomBytes(6).toString("hex")}`,
    userName: `E2E ${label}`,
    phone: uniquePhone(),
  };
  // One cookie jar for both calls: a sign-up is confirmed only by the session that made it.
  const browser = await request.newContext({ baseURL: baseUrl() });
  try {
    await graphql(REGISTER, { input: account }, { request: browser });
    const otp = await readOtp(account.email);
    await graphql(VERIFY, { input: { email: account.email, otp } }, { request: browser });
  } finally {
    await browser.dispose();
  }
  return account;
}
