import { formatRupees } from "../../common/money";
import { STATUS_SENTENCES } from "../orders/order-emails";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../orders/order-status";
import type { Order } from "../orders/order.entity";
import type { PushOptions, PushPayload } from "./push-sender";

/** Every push Ruchi sends: its words, where it opens, and how long a push service keeps it. */

/** The customer's order history (frontend/src/shop/account: the Orders tab). */
export const CUSTOMER_ORDERS_URL = "/shop/account?tab=orders";
/** The staff's order list. */
export const STAFF_ORDERS_URL = "/admin/orders";

const HOUR = 60 * 60;

/** A status is news for a few hours; a newer status of the same order replaces an undelivered one. */
export const orderStatusPushOptions = (order: Pick<Order, "shortId">): PushOptions => ({
  ttlSeconds: 6 * HOUR,
  urgency: "high",
  topic: `order-${order.shortId}`,
});

/** Staff act on a new order within the hour or not at all. */
export const NEW_ORDER_PUSH_OPTIONS: PushOptions = { ttlSeconds: HOUR, urgency: "high" };

/** An announcement still matters tomorrow morning. */
export const BROADCAST_PUSH_OPTIONS: PushOptions = { ttlSeconds: 24 * HOUR, urgency: "normal" };

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** To the customer on every change of status; a rejection says why. */
export function orderStatusPush(
  order: Pick<Order, "shortId" | "restaurantName">,
  status: OrderStatus,
  reason: string | null,
): PushPayload {
  const why = status === "rejected" && reason ? ` Reason: ${reason}` : "";
  return {
    title: `Order #${order.shortId}: ${ORDER_STATUS_LABELS[status]}`,
    body: `${sentence(`Your order from ${order.restaurantName} ${STATUS_SENTENCES[status]}`)}${why}`,
    url: CUSTOMER_ORDERS_URL,
  };
}

/** To every admin and superadmin when an order comes in; no customer details (those are superadmin-only). */
export function newOrderPush(order: Pick<Order, "shortId" | "restaurantName" | "totalPaise">): PushPayload {
  return {
    title: `New order #${order.shortId}`,
    body: `${order.restaurantName}: ${formatRupees(order.totalPaise)}, cash on delivery.`,
    url: STAFF_ORDERS_URL,
  };
}

/** A superadmin's broadcast, as written. */
export function broadcastPush(broadcast: { title: string; body: string; url: string | null }): PushPayload {
  return broadcast.url ? { title: broadcast.title, body: broadcast.body, url: broadcast.url } : { title: broadcast.title, body: broadcast.body };
}
