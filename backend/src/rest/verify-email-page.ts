import { escapeHtml } from "../common/mail-html";
import type { Language } from "../i18n/language";
import { textsIn } from "../i18n/texts";
import type { EmailLinkError } from "../modules/auth/auth.service";

const BUTTON_STYLE = "background:#e4572e;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:16px;cursor:pointer";
const INPUT_STYLE = "display:block;width:100%;box-sizing:border-box;margin:6px 0 16px;padding:10px;font-size:16px";

export interface VerifyEmailPageOptions {
  /** Where the form posts: the link's own path. */
  action: string;
  token: string;
  email: string;
  language: Language;
  error?: EmailLinkError;
}

/**
 * The page a sign-up mail's verify link shows in a browser that did not register: the password
 * chosen at sign-up and one button, posted back with the token. No script, so it works in
 * every browser a mail app opens.
 */
export function verifyEmailPage({ action, token, email, language, error }: VerifyEmailPageOptions): string {
  const { verifyEmailPage: page, signUpCode } = textsIn(language);
  const problem = error ? `<p role="alert" style="color:#c0392b">${page[error]}</p>` : "";
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${page.title} · Ruchi</title></head>` +
    `<body style="font-family:Arial,sans-serif;max-width:480px;margin:40px auto;padding:0 16px;color:#222">` +
    `<h1 style="color:#e4572e;font-size:24px">Ruchi</h1><h2 style="font-size:20px">${page.title}</h2>` +
    `<p>${page.confirm({ email: escapeHtml(email) })}</p>${problem}` +
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="token" value="${escapeHtml(token)}">` +
    `<input type="email" name="email" value="${escapeHtml(email)}" autocomplete="username" hidden>` +
    `<label for="password">${page.passwordLabel}</label>` +
    `<input id="password" type="password" name="password" required autocomplete="current-password" style="${INPUT_STYLE}">` +
    `<button type="submit" style="${BUTTON_STYLE}">${signUpCode.linkLabel}</button></form>` +
    `<p style="color:#888;font-size:13px">${page.notYou}</p></body></html>`
  );
}
