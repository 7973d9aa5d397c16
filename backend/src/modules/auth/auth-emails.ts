import type { MailMessage } from "../../common/mailer";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const layout = (body: string) =>
  `<div style="font-family:Arial,sans-serif;max-width:480px;margin:auto;color:#222">` +
  `<h2 style="color:#e4572e">Ruchi</h2>${body}` +
  `<p style="color:#888;font-size:12px">If you did not ask for this, you can ignore this e-mail.</p></div>`;

export function otpEmail(to: string, userName: string, code: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: `Your Ruchi verification code: ${code}`,
    text:
      `Hello ${userName},\n\nYour Ruchi verification code is ${code}.\n` +
      `It is valid for ${validMinutes} minutes and can be used once.\n`,
    html: layout(
      `<p>Hello ${escapeHtml(userName)},</p><p>Your verification code is</p>` +
        `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>` +
        `<p>It is valid for ${validMinutes} minutes and can be used once.</p>`,
    ),
    devHint: `verification code ${code}`,
  };
}

export function passwordResetEmail(to: string, userName: string, link: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: "Reset your Ruchi password",
    text:
      `Hello ${userName},\n\nOpen this link to choose a new password:\n${link}\n\n` +
      `The link is valid for ${validMinutes} minutes and can be used once.\n`,
    html: layout(
      `<p>Hello ${escapeHtml(userName)},</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p>` +
        `<p>Or paste this link into your browser:<br>${escapeHtml(link)}</p>` +
        `<p>The link is valid for ${validMinutes} minutes and can be used once.</p>`,
    ),
    devHint: `reset link ${link}`,
  };
}

/**
 * Sent instead of a code when someone registers an e-mail that already has an account: the
 * registration answers the same either way, and only the mailbox's owner learns which it was.
 */
export function accountExistsEmail(to: string, userName: string, loginLink: string, resetLink: string): MailMessage {
  return {
    to,
    subject: "You already have a Ruchi account",
    text:
      `Hello ${userName},\n\nSomeone (perhaps you) tried to sign up for Ruchi with this e-mail address, ` +
      `which already has an account. Nothing was changed.\n\nLog in: ${loginLink}\n` +
      `Forgot your password? ${resetLink}\n`,
    html: layout(
      `<p>Hello ${escapeHtml(userName)},</p><p>Someone (perhaps you) tried to sign up for Ruchi with this e-mail ` +
        `address, which already has an account. Nothing was changed.</p>` +
        `<p><a href="${escapeHtml(loginLink)}">Log in</a> · <a href="${escapeHtml(resetLink)}">Forgot your password?</a></p>`,
    ),
    devHint: `sign-up attempt for an existing account`,
  };
}
