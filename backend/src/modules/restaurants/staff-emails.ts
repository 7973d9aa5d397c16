import { escapeHtml, mailLayout } from "../../common/mail-html";
import type { MailMessage } from "../../common/mailer";
import type { Language } from "../../i18n/language";
import { textsIn } from "../../i18n/texts";

const layout = (language: Language, body: string) =>
  mailLayout({ language, maxWidthPx: 520, body, footer: textsIn(language).kitchenStaff.footer });

/** To an account an admin just put on a restaurant's staff: the board is open to them now. */
export function staffAddedEmail(
  to: { email: string; userName: string },
  restaurant: string,
  boardUrl: string,
  language: Language,
): MailMessage {
  const { mail, kitchenStaff } = textsIn(language);
  return {
    to: to.email,
    subject: kitchenStaff.addedSubject({ restaurant }),
    text: `${mail.greeting({ name: to.userName })}\n\n${kitchenStaff.addedBody({ restaurant })}\n\n${kitchenStaff.openBoard}: ${boardUrl}\n`,
    html: layout(
      language,
      `<p>${mail.greeting({ name: escapeHtml(to.userName) })}</p><p>${escapeHtml(kitchenStaff.addedBody({ restaurant }))}</p>` +
        `<p><a href="${escapeHtml(boardUrl)}">${escapeHtml(kitchenStaff.openBoard)}</a></p>`,
    ),
    devHint: `kitchen board ${boardUrl}`,
  };
}

/** To an address without a verified account: signing up with it turns the invitation into a membership. */
export function staffInvitationEmail(
  to: string,
  restaurant: string,
  registerUrl: string,
  validDays: number,
  language: Language,
): MailMessage {
  const { kitchenStaff } = textsIn(language);
  const validity = kitchenStaff.invitationValidity({ days: validDays });
  return {
    to,
    subject: kitchenStaff.invitedSubject({ restaurant }),
    text: `${kitchenStaff.invitedBody({ restaurant })}\n\n${kitchenStaff.signUpToJoin}\n${registerUrl}\n\n${validity}\n`,
    html: layout(
      language,
      `<p>${escapeHtml(kitchenStaff.invitedBody({ restaurant }))}</p>` +
        `<p>${escapeHtml(kitchenStaff.signUpToJoin)} <a href="${escapeHtml(registerUrl)}">${escapeHtml(kitchenStaff.signUp)}</a></p>` +
        `<p>${escapeHtml(validity)}</p>`,
    ),
    devHint: `staff invitation ${registerUrl}`,
  };
}
