import { escapeHtml, mailLayout } from "../../common/mail-html";
import type { MailMessage } from "../../common/mailer";
import { formatRupees } from "../../common/money";
import type { Language } from "../../i18n/language";
import { billLabel } from "../cart/bill";
import { nameWithChoices } from "../cart/chosen-option";
import { textsIn } from "../../i18n/texts";
import { isPickup } from "../cart/fulfilment";
import { orderBillLines } from "./order-bill";
import { slotTexts } from "./delivery-time";
import { statusWords } from "./order-status-words";
import type { PickupPlace } from "./pickup-place";
import type { OrderLine } from "./order-line.entity";
import type { OrderStatus } from "./order-status";
import type { Order } from "./order.entity";

const layout = (language: Language, body: string) =>
  mailLayout({ language, maxWidthPx: 520, body, footer: textsIn(language).orderMail.payment });

/** Whom an order mail goes to, and in which language (i18n/language.ts: recipientLanguage). */
export interface Recipient {
  email: string;
  userName: string;
  language: Language;
}

type MailedOrder = Pick<Order, "shortId" | "restaurantName" | "itemsTotalPaise" | "deliveryChargePaise" | "totalPaise" | "billLines">;

/** An amount of the bill as the mail shows it: a discount as −₹50.00. */
const billAmount = (paise: number) => (paise < 0 ? `−${formatRupees(-paise)}` : formatRupees(paise));
type MailedLine = Pick<OrderLine, "name" | "chosenOptions" | "quantity" | "unitPricePaise">;

function summary(language: Language, order: MailedOrder, lines: readonly MailedLine[]) {
  const { orderMail } = textsIn(language);
  const lineText = lines.map(
    (line) => `${line.quantity} × ${nameWithChoices(line.name, line.chosenOptions)}  ${formatRupees(line.unitPricePaise * line.quantity)}`,
  );
  // The bill's lines as placed (cart/bill.ts), then its total.
  const totalsText = [
    ...orderBillLines(order).map((line) => `${billLabel(line, language)}: ${billAmount(line.amountPaise)}`),
    orderMail.totalAmount({ amount: formatRupees(order.totalPaise) }),
  ];
  const rows = lines
    .map(
      (line) =>
        `<tr><td>${line.quantity} × ${escapeHtml(nameWithChoices(line.name, line.chosenOptions))}</td>` +
        `<td style="text-align:right">${formatRupees(line.unitPricePaise * line.quantity)}</td></tr>`,
    )
    .join("");
  const html = `<table style="width:100%;border-collapse:collapse">${rows}</table>` + `<p>${totalsText.map(escapeHtml).join("<br>")}</p>`;
  return { text: [...lineText, "", ...totalsText].join("\n"), html };
}

/**
 * Where the food goes, for the placed mail: the delivery address, or for a pickup the restaurant's
 * address with a directions link (null when the restaurant is gone), and how it is paid.
 */
function destinationOf(
  language: Language,
  order: Pick<Order, "addressLine" | "addressCity" | "addressPincode" | "totalPaise"> & Partial<Pick<Order, "fulfilment">>,
  pickupPlace: PickupPlace | null,
): { text: string; html: string } {
  const { orderMail } = textsIn(language);
  const total = formatRupees(order.totalPaise);
  if (!isPickup(order.fulfilment)) {
    const address = `${order.addressLine}, ${order.addressCity} ${order.addressPincode}`;
    return {
      text: `${orderMail.deliveryTo({ address })}\n${orderMail.payOnDelivery({ total })}`,
      html: `<p>${orderMail.deliveryTo({ address: escapeHtml(address) })}</p>`,
    };
  }
  const place = pickupPlace
    ? {
        text: `${orderMail.pickupAt({ address: pickupPlace.address })}\n${orderMail.directions}: ${pickupPlace.directionsUrl}\n`,
        html:
          `<p>${orderMail.pickupAt({ address: escapeHtml(pickupPlace.address) })}<br>` +
          `<a href="${escapeHtml(pickupPlace.directionsUrl)}">${orderMail.directions}</a></p>`,
      }
    : { text: "", html: "" };
  return {
    text: `${place.text}${orderMail.payAtCounter({ total })}`,
    html: `${place.html}<p>${orderMail.payAtCounter({ total })}</p>`,
  };
}

/** An order for later's "For 1:00 pm, Sat, 28 Nov" (India time); null for an order as soon as possible. */
function deliverForLine(language: Language, deliverAt: Date | null | undefined): string | null {
  return deliverAt ? textsIn(language).orderMail.deliverFor(slotTexts(deliverAt, language)) : null;
}

/** To the customer, once, when the order is placed. */
export function orderPlacedEmail(
  customer: Recipient,
  order: MailedOrder & Pick<Order, "addressLine" | "addressCity" | "addressPincode"> & Partial<Pick<Order, "fulfilment" | "deliverAt">>,
  lines: readonly MailedLine[],
  pickupPlace: PickupPlace | null = null,
): MailMessage {
  const { language } = customer;
  const { mail, orderMail } = textsIn(language);
  const id = order.shortId;
  const { text, html } = summary(language, order, lines);
  const forLater = deliverForLine(language, order.deliverAt);
  const destination = destinationOf(language, order, pickupPlace);
  return {
    to: customer.email,
    subject: orderMail.placedSubject({ id }),
    text:
      `${mail.greeting({ name: customer.userName })}\n\n${orderMail.placedThanks({ restaurant: order.restaurantName, order: `#${id}` })}\n` +
      `${forLater ? `${forLater}\n` : ""}\n${text}\n\n` +
      `${destination.text}\n`,
    html: layout(
      language,
      `<p>${mail.greeting({ name: escapeHtml(customer.userName) })}</p>` +
        `<p>${orderMail.placedThanks({ restaurant: escapeHtml(order.restaurantName), order: `<b>#${id}</b>` })}</p>` +
        (forLater ? `<p><b>${escapeHtml(forLater)}</b></p>` : "") +
        html +
        destination.html,
    ),
  };
}

/** To every admin and superadmin when an order comes in; no customer details (those are superadmin-only). */
export function newOrderStaffEmail(
  staff: Recipient,
  order: MailedOrder & Partial<Pick<Order, "fulfilment" | "deliverAt">>,
  lines: readonly MailedLine[],
  ordersPageUrl: string,
): MailMessage {
  const { language } = staff;
  const { mail, orderMail } = textsIn(language);
  const id = order.shortId;
  const { text, html } = summary(language, order, lines);
  const pickup = isPickup(order.fulfilment);
  const forLater = deliverForLine(language, order.deliverAt);
  return {
    to: staff.email,
    subject: orderMail.newOrderSubject({ id, restaurant: order.restaurantName, total: formatRupees(order.totalPaise) }),
    text:
      `${mail.greeting({ name: staff.userName })}\n\n${orderMail.newOrderWaiting({ restaurant: order.restaurantName, order: `#${id}` })}\n` +
      `${pickup ? `${orderMail.pickupOrder}\n` : ""}${forLater ? `${forLater}\n` : ""}\n${text}\n\n${orderMail.openOrders}: ${ordersPageUrl}\n`,
    html: layout(
      language,
      `<p>${mail.greeting({ name: escapeHtml(staff.userName) })}</p>` +
        `<p>${orderMail.newOrderWaiting({ restaurant: escapeHtml(order.restaurantName), order: `<b>#${id}</b>` })}</p>` +
        `${pickup ? `<p><b>${orderMail.pickupOrder}</b></p>` : ""}` +
        (forLater ? `<p><b>${escapeHtml(forLater)}</b></p>` : "") +
        html +
        `<p><a href="${escapeHtml(ordersPageUrl)}">${orderMail.openOrders}</a></p>`,
    ),
  };
}

/** To the customer on every change of status. */
export function orderStatusEmail(
  customer: Recipient,
  order: Pick<Order, "shortId" | "restaurantName" | "totalPaise"> & Partial<Pick<Order, "fulfilment">>,
  status: OrderStatus,
  reason: string | null,
): MailMessage {
  const { language } = customer;
  const texts = textsIn(language);
  const { mail, orderMail } = texts;
  const id = order.shortId;
  const words = statusWords(texts, status, order.fulfilment ?? "delivery");
  const sentence = orderMail.statusSentence({ order: `#${id}`, restaurant: order.restaurantName, status: words.sentence });
  const why = reason ? mail.reason({ reason }) : "";
  const total = orderMail.orderTotal({ total: formatRupees(order.totalPaise) });
  return {
    to: customer.email,
    subject: orderMail.statusSubject({ id, status: words.name }),
    text: `${mail.greeting({ name: customer.userName })}\n\n${sentence}\n${why}\n${total}\n`,
    html: layout(
      language,
      `<p>${mail.greeting({ name: escapeHtml(customer.userName) })}</p><p>${escapeHtml(sentence)}</p>` +
        (why ? `<p>${escapeHtml(why)}</p>` : "") +
        `<p>${total}</p>`,
    ),
  };
}
