import { randomBytes } from "node:crypto";
import { request } from "@playwright/test";
import type { Account } from "./accounts";
import { uniqueEmail, uniquePhone } from "./accounts";
import { graphql } from "./graphql";
import { waitForMail } from "./mail";
import { baseUrl } from "./run-env";

/** A letter of the Telugu script: a text "in Telugu" has some. */
export const TELUGU_SCRIPT = /\p{Script=Telugu}/u;

/**
 * The 6-digit code of the newest sign-up mail to `to`, in whichever language it was written
 * (`readOtp` knows the English subject only): the first mail after `after` with a code in it.
 */
export async function readCode(to: string, options: { after?: number } = {}): Promise<{ code: string; subject: string; text: string }> {
  const mail = await waitForMail(to, /./, options);
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)?.[1];
  if (!code) throw new Error(`The mail "${mail.subject}" to ${to} has no 6-digit code:\n${mail.text}`);
  return { code, subject: mail.subject, text: mail.text };
}

const REGISTER = `mutation E2ERegisterInLanguage($input: RegisterInput!) { register(input: $input) { message } }`;
const VERIFY = `mutation E2EVerifyInLanguage($input: VerifyOtpInput!) { verifyOtp(input: $input) { message } }`;

/**
 * A new, verified customer who chose `language` when signing up (RegisterInput.preferredLanguage),
 * registered and verified through the API like `createCustomer`. Registrations are limited per
 * run: create one per test file where possible.
 */
export async function createCustomerSpeaking(language: "en" | "te", label = "speaker"): Promise<Account> {
  const account: Account = {
    email: uniqueEmail(label),
    password: `pw-${randomBytes(6).toString("hex")}`,
    userName: `E2E ${label}`,
    phone: uniquePhone(),
  };
  // One cookie jar for both calls: a sign-up is confirmed only by the session that made it.
  const api = await request.newContext({ baseURL: baseUrl() });
  try {
    await graphql(REGISTER, { input: { ...account, preferredLanguage: language } }, { request: api });
    const { code } = await readCode(account.email);
    await graphql(VERIFY, { input: { email: account.email, otp: code } }, { request: api });
  } finally {
    await api.dispose();
  }
  return account;
}
