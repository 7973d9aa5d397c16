import { escapeHtml, mailLayout } from "../../common/mail-html";
import type { MailMessage } from "../../common/mailer";
import type { Language } from "../../i18n/language";
import { textsIn } from "../../i18n/texts";
import type { PushOptions, PushPayload } from "../notifications/push-sender";
import type { Order } from "../orders/order.entity";

type InvitedOrder = Pick<Order, "id" | "shortId" | "restaurantName">;

/** Where the invite opens: the customer's order, whose details invite the rating (frontend/src/shop/account). */
export const ratingPagePath = (order: Pick<Order, "id">) => `/shop/account?tab=orders&order=${encodeURIComponent(order.id)}`;

/** The invite is worth reading for the rest of the day; a newer one never replaces it (one per order). */
export const RATING_INVITE_PUSH_OPTIONS: PushOptions = { ttlSeconds: 12 * 60 * 60, urgency: "low" };

export function ratingInvitePush(order: InvitedOrder, language: Language): PushPayload {
  const { ratingInvite } = textsIn(language);
  return {
    title: ratingInvite.pushTitle({ id: order.shortId }),
    body: ratingInvite.pushBody({ restaurant: order.restaurantName }),
    url: ratingPagePath(order),
  };
}

export function ratingInviteEmail(
  customer: { email: string; userName: string; language: Language },
  order: InvitedOrder,
  publicUrl: string,
): MailMessage {
  const { language } = customer;
  const { mail, ratingInvite } = textsIn(language);
  const link = `${publicUrl}${ratingPagePath(order)}`;
  return {
    to: customer.email,
    subject: ratingInvite.subject({ id: order.shortId, restaurant: order.restaurantName }),
    text: `${mail.greeting({ name: customer.userName })}\n\n${ratingInvite.ask({ restaurant: order.restaurantName })}\n\n${ratingInvite.rate}: ${link}\n`,
    html: mailLayout({
      language,
      maxWidthPx: 520,
      footer: ratingInvite.footer,
      body:
        `<p>${mail.greeting({ name: escapeHtml(customer.userName) })}</p>` +
        `<p>${escapeHtml(ratingInvite.ask({ restaurant: order.restaurantName }))}</p>` +
        `<p><a href="${escapeHtml(link)}">${escapeHtml(ratingInvite.rate)}</a></p>`,
    }),
  };
}
