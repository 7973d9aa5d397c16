import { mailUrl } from "./run-env";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

const POLL_MS = 150;

/** Every mail the app has sent to `to` so far, oldest first. */
export async function mailsTo(to: string): Promise<Mail[]> {
  const response = await fetch(`${mailUrl()}/mails?to=${encodeURIComponent(to.toLowerCase())}`);
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/** How many mails `to` has received; pass it as `after` to wait for a newer one. */
export async function mailCount(to: string): Promise<number> {
  return (await mailsTo(to)).length;
}

/**
 * The newest mail to `to` whose subject matches, among those after the first `after` mails,
 * once it has arrived. Fails after `timeoutMs` listing what did arrive.
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  { after = 0, timeoutMs = 15_000 }: { after?: number; timeoutMs?: number } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(to);
    const found = mails
      .slice(after)
      .filter((mail) => subject.test(mail.subject))
      .pop();
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = mails.map((mail) => `"${mail.subject}"`).join(", ") || "none";
      throw new Error(`No mail matching ${subject} reached ${to} within ${timeoutMs} ms (mails to it: ${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The 6-digit code of the newest verification mail to `to`. */
export async function readOtp(to: string, options?: { after?: number }): Promise<string> {
  const mail = await waitForMail(to, /verification code/i, options);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`The verification mail to ${to} has no 6-digit code:\n${mail.text}`);
  return code;
}

/** The token of the newest password-reset link mailed to `to`. */
export async function readResetToken(to: string, options?: { after?: number }): Promise<string> {
  const mail = await waitForMail(to, /reset your ruchi password/i, options);
  const token = /\/auth\/reset-password\/([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`The reset mail to ${to} has no reset link:\n${mail.text}`);
  return token;
}
