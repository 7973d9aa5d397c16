import type { MailMessage } from "../../common/mailer";
import { formatRupees } from "../../common/money";
import type { OrderLine } from "./order-line.entity";
import { ORDER_STATUS_LABELS, type OrderStatus } from "./order-status";
import type { Order } from "./order.entity";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const layout = (body: string) =>
  `<div style="font-family:Arial,sans-serif;max-width:520px;margin:auto;color:#222">` +
  `<h2 style="color:#e4572e">Ruchi</h2>${body}` +
  `<p style="color:#888;font-size:12px">Payment: Cash On Delivery.</p></div>`;

export interface Recipient {
  email: string;
  userName: string;
}

type MailedOrder = Pick<Order, "shortId" | "restaurantName" | "itemsTotalPaise" | "deliveryChargePaise" | "totalPaise">;
type MailedLine = Pick<OrderLine, "name" | "quantity" | "unitPricePaise">;

function summary(order: MailedOrder, lines: readonly MailedLine[]) {
  const lineText = lines.map((line) => `${line.quantity} × ${line.name}  ${formatRupees(line.unitPricePaise * line.quantity)}`);
  const totalsText = [
    `Items total: ${formatRupees(order.itemsTotalPaise)}`,
    `Delivery charges: ${formatRupees(order.deliveryChargePaise)}`,
    `Total amount: ${formatRupees(order.totalPaise)}`,
  ];
  const rows = lines
    .map(
      (line) =>
        `<tr><td>${line.quantity} × ${escapeHtml(line.name)}</td>` +
        `<td style="text-align:right">${formatRupees(line.unitPricePaise * line.quantity)}</td></tr>`,
    )
    .join("");
  const html =
    `<table style="width:100%;border-collapse:collapse">${rows}</table>` +
    `<p>${totalsText.map(escapeHtml).join("<br>")}</p>`;
  return { text: [...lineText, "", ...totalsText].join("\n"), html };
}

/** To the customer, once, when the order is placed. */
export function orderPlacedEmail(customer: Recipient, order: MailedOrder & Pick<Order, "addressLine" | "addressCity" | "addressPincode">, lines: readonly MailedLine[]): MailMessage {
  const id = order.shortId;
  const { text, html } = summary(order, lines);
  const address = `${order.addressLine}, ${order.addressCity} ${order.addressPincode}`;
  return {
    to: customer.email,
    subject: `Your Ruchi order #${id} is placed`,
    text:
      `Hello ${customer.userName},\n\nThank you! ${order.restaurantName} has your order #${id}.\n\n${text}\n\n` +
      `Delivery to: ${address}\nPay ${formatRupees(order.totalPaise)} in cash on delivery.\n`,
    html: layout(
      `<p>Hello ${escapeHtml(customer.userName)},</p>` +
        `<p>Thank you! ${escapeHtml(order.restaurantName)} has your order <b>#${id}</b>.</p>${html}` +
        `<p>Delivery to: ${escapeHtml(address)}</p>`,
    ),
  };
}

/** To every admin and superadmin when an order comes in; no customer details (those are superadmin-only). */
export function newOrderStaffEmail(staff: Recipient, order: MailedOrder, lines: readonly MailedLine[], ordersPageUrl: string): MailMessage {
  const id = order.shortId;
  const { text, html } = summary(order, lines);
  return {
    to: staff.email,
    subject: `New order #${id} for ${order.restaurantName}: ${formatRupees(order.totalPaise)}`,
    text: `Hello ${staff.userName},\n\nA new order #${id} for ${order.restaurantName} is waiting.\n\n${text}\n\nOpen the orders: ${ordersPageUrl}\n`,
    html: layout(
      `<p>Hello ${escapeHtml(staff.userName)},</p>` +
        `<p>A new order <b>#${id}</b> for ${escapeHtml(order.restaurantName)} is waiting.</p>${html}` +
        `<p><a href="${escapeHtml(ordersPageUrl)}">Open the orders</a></p>`,
    ),
  };
}

/** How a status reads after "Your order #ID from Restaurant" (e-mails and pushes). */
export const STATUS_SENTENCES: Record<OrderStatus, string> = {
  pending: "is waiting for the restaurant to confirm it",
  confirmed: "is confirmed",
  preparing: "is being prepared",
  out_for_delivery: "is out for delivery",
  delivered: "is delivered. Enjoy your meal!",
  rejected: "was rejected",
  cancelled: "is cancelled",
};

/** To the customer on every change of status. */
export function orderStatusEmail(customer: Recipient, order: Pick<Order, "shortId" | "restaurantName" | "totalPaise">, status: OrderStatus, reason: string | null): MailMessage {
  const id = order.shortId;
  const sentence = `Your order #${id} from ${order.restaurantName} ${STATUS_SENTENCES[status]}`;
  const why = reason ? `Reason: ${reason}` : "";
  return {
    to: customer.email,
    subject: `Your Ruchi order #${id}: ${ORDER_STATUS_LABELS[status]}`,
    text: `Hello ${customer.userName},\n\n${sentence}\n${why}\nOrder total: ${formatRupees(order.totalPaise)}\n`,
    html: layout(
      `<p>Hello ${escapeHtml(customer.userName)},</p><p>${escapeHtml(sentence)}</p>` +
        (why ? `<p>${escapeHtml(why)}</p>` : "") +
        `<p>Order total: ${formatRupees(order.totalPaise)}</p>`,
    ),
  };
}
