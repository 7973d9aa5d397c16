import { escapeHtml, mailLayout } from "../../common/mail-html";
import type { MailMessage } from "../../common/mailer";
import type { Language } from "../../i18n/language";
import { textsIn } from "../../i18n/texts";

const layout = (language: Language, body: string) =>
  mailLayout({ language, maxWidthPx: 480, body, footer: textsIn(language).mail.ignoreIfNotAsked });

/** The sign-up mail: the code, for the screen that asks for it, and a one-click link for any browser. */
export function otpEmail(to: string, userName: string, code: string, link: string, validMinutes: number, language: Language): MailMessage {
  const { mail, signUpCode } = textsIn(language);
  const validity = signUpCode.validity({ minutes: validMinutes });
  return {
    to,
    subject: signUpCode.subject({ code }),
    text: `${mail.greeting({ name: userName })}\n\n${signUpCode.codeLine({ code })}\n\n${signUpCode.openLink}\n${link}\n\n${validity}\n`,
    html: layout(
      language,
      `<p>${mail.greeting({ name: escapeHtml(userName) })}</p><p>${signUpCode.codeIntro}</p>` +
        `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>` +
        `<p><a href="${escapeHtml(link)}">${signUpCode.linkLabel}</a></p>` +
        `<p>${mail.pasteLink}<br>${escapeHtml(link)}</p>` +
        `<p>${validity}</p>`,
    ),
    devHint: `verification code ${code}, verify link ${link}`,
  };
}

export function passwordResetEmail(to: string, userName: string, link: string, validMinutes: number, language: Language): MailMessage {
  const { mail, passwordReset } = textsIn(language);
  const validity = passwordReset.validity({ minutes: validMinutes });
  return {
    to,
    subject: passwordReset.subject,
    text: `${mail.greeting({ name: userName })}\n\n${passwordReset.openLink}\n${link}\n\n${validity}\n`,
    html: layout(
      language,
      `<p>${mail.greeting({ name: escapeHtml(userName) })}</p><p><a href="${escapeHtml(link)}">${passwordReset.linkLabel}</a></p>` +
        `<p>${mail.pasteLink}<br>${escapeHtml(link)}</p>` +
        `<p>${validity}</p>`,
    ),
    devHint: `reset link ${link}`,
  };
}

/**
 * Sent instead of a code when someone registers an e-mail that already has an account: the
 * registration answers the same either way, and only the mailbox's owner learns which it was.
 */
export function accountExistsEmail(to: string, userName: string, loginLink: string, resetLink: string, language: Language): MailMessage {
  const { mail, accountExists } = textsIn(language);
  return {
    to,
    subject: accountExists.subject,
    text:
      `${mail.greeting({ name: userName })}\n\n${accountExists.explanation}\n\n${accountExists.logIn}: ${loginLink}\n` +
      `${accountExists.forgotPassword} ${resetLink}\n`,
    html: layout(
      language,
      `<p>${mail.greeting({ name: escapeHtml(userName) })}</p><p>${accountExists.explanation}</p>` +
        `<p><a href="${escapeHtml(loginLink)}">${accountExists.logIn}</a> · <a href="${escapeHtml(resetLink)}">${accountExists.forgotPassword}</a></p>`,
    ),
    devHint: `sign-up attempt for an existing account`,
  };
}
