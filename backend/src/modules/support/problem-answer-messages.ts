import { escapeHtml, mailLayout } from "../../common/mail-html";
import type { MailMessage } from "../../common/mailer";
import type { Language } from "../../i18n/language";
import { textsIn } from "../../i18n/texts";
import { CUSTOMER_ORDERS_URL } from "../notifications/push-messages";
import type { PushOptions, PushPayload } from "../notifications/push-sender";
import type { Order } from "../orders/order.entity";

/** The office's answer to a customer's problem, as the push and the e-mail carry it. */
export interface ProblemAnswer {
  answer: string;
  resolved: boolean;
}

type AnsweredOrder = Pick<Order, "id" | "shortId" | "restaurantName">;

/** The customer's order page: the Orders tab opening this order's details, where the answer shows. */
export const answeredOrderPath = (order: Pick<Order, "id">) => `${CUSTOMER_ORDERS_URL}&order=${encodeURIComponent(order.id)}`;

/** An answer matters for a day; a newer answer about the same order replaces one not yet shown. */
export const problemAnswerPushOptions = (order: AnsweredOrder): PushOptions => ({
  ttlSeconds: 24 * 60 * 60,
  urgency: "normal",
  topic: `help-${order.shortId}`,
});

/** The push body keeps to what a notification shows: the answer's first 160 characters. */
const PUSH_ANSWER_LENGTH = 160;
const shortened = (text: string) => (text.length > PUSH_ANSWER_LENGTH ? `${text.slice(0, PUSH_ANSWER_LENGTH - 1)}…` : text);

/** To the order's customer, in their language: the answer, opening their orders. */
export function problemAnswerPush(order: AnsweredOrder, answer: ProblemAnswer, language: Language): PushPayload {
  const { orderHelp } = textsIn(language);
  return {
    title: orderHelp.answerTitle({ id: order.shortId }),
    body: orderHelp.answerBody({ answer: shortened(answer.answer) }),
    url: answeredOrderPath(order),
  };
}

/** To the order's customer, in their language: the whole answer, and whether the problem is resolved. */
export function problemAnswerEmail(
  customer: { email: string; userName: string; language: Language },
  order: AnsweredOrder,
  answer: ProblemAnswer,
  ordersPageUrl: string,
): MailMessage {
  const { language } = customer;
  const { mail, orderHelp, orderMail } = textsIn(language);
  const id = order.shortId;
  const state = answer.resolved ? orderHelp.resolved : orderHelp.stillOpen;
  return {
    to: customer.email,
    subject: orderHelp.subject({ id }),
    text:
      `${mail.greeting({ name: customer.userName })}\n\n${orderHelp.intro({ order: `#${id}`, restaurant: order.restaurantName })}\n\n` +
      `${answer.answer}\n\n${state}\n\n${orderHelp.openOrder}: ${ordersPageUrl}\n`,
    html: mailLayout({
      language,
      maxWidthPx: 520,
      footer: orderMail.payment,
      body:
        `<p>${mail.greeting({ name: escapeHtml(customer.userName) })}</p>` +
        `<p>${orderHelp.intro({ order: `<b>#${id}</b>`, restaurant: escapeHtml(order.restaurantName) })}</p>` +
        `<blockquote style="white-space:pre-wrap;border-left:3px solid #e4572e;margin:0;padding-left:12px">${escapeHtml(answer.answer)}</blockquote>` +
        `<p>${escapeHtml(state)}</p><p><a href="${escapeHtml(ordersPageUrl)}">${orderHelp.openOrder}</a></p>`,
    }),
  };
}
