import { escapeHtml, mailLayout } from "../../common/mail-html";
import type { MailMessage } from "../../common/mailer";
import type { Language } from "../../i18n/language";
import { textsIn } from "../../i18n/texts";

export interface FailingWebhook {
  url: string;
  /** The event whose delivery failed for the whole retry period. */
  eventType: string;
  eventId: string;
  lastError: string | null;
}

/** To a superadmin, in their language, when a webhook starts failing. */
export function webhookFailingEmail(to: { email: string; userName: string; language: Language }, webhook: FailingWebhook): MailMessage {
  const { mail, webhookMail } = textsIn(to.language);
  const lines = [
    webhookMail.failingExplanation({ url: webhook.url }),
    webhookMail.event({ type: webhook.eventType, id: webhook.eventId }),
    ...(webhook.lastError ? [webhookMail.lastError({ error: webhook.lastError })] : []),
  ];
  return {
    to: to.email,
    subject: webhookMail.failingSubject({ url: webhook.url }),
    text: `${mail.greeting({ name: to.userName })}\n\n${lines.join("\n")}\n\n${webhookMail.keepsSending}\n${webhookMail.howToSee}\n`,
    html: mailLayout({
      language: to.language,
      maxWidthPx: 560,
      body:
        `<p>${escapeHtml(mail.greeting({ name: to.userName }))}</p>` +
        `<p>${lines.map((line) => escapeHtml(line)).join("<br>")}</p>` +
        `<p>${escapeHtml(webhookMail.keepsSending)}</p>`,
      footer: webhookMail.howToSee,
    }),
  };
}
