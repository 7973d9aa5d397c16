import { formatRupees } from "../../common/money";
import type { Language } from "../../i18n/language";
import { textsIn } from "../../i18n/texts";
import type { OrderStatus } from "../orders/order-status";
import { statusWords } from "../orders/order-status-words";
import type { Order } from "../orders/order.entity";
import type { PushOptions, PushPayload } from "./push-sender";

/** Every push Ruchi sends: its words, where it opens, and how long a push service keeps it. */

/** The customer's order history (frontend/src/shop/account: the Orders tab). */
export const CUSTOMER_ORDERS_URL = "/shop/account?tab=orders";
/** The staff's order list. */
export const STAFF_ORDERS_URL = "/admin/orders";
/** The rider's page. */
export const RIDER_URL = "/rider";

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

/** To the customer on every change of status, in their language; a rejection says why. */
export function orderStatusPush(
  order: Pick<Order, "shortId" | "restaurantName"> & Partial<Pick<Order, "fulfilment">>,
  status: OrderStatus,
  reason: string | null,
  language: Language,
): PushPayload {
  const texts = textsIn(language);
  const { mail, orderPush } = texts;
  const why = status === "rejected" && reason ? ` ${mail.reason({ reason })}` : "";
  // A pickup's "ready" asks the customer to come to the counter; its "delivered" reads "collected".
  const words = statusWords(texts, status, order.fulfilment ?? "delivery");
  return {
    title: orderPush.statusTitle({ id: order.shortId, status: words.name }),
    body: `${sentence(orderPush.statusBody({ restaurant: order.restaurantName, status: words.sentence }))}${why}`,
    url: CUSTOMER_ORDERS_URL,
  };
}

/** To every admin and superadmin when an order comes in, in each one's language; no customer details (those are superadmin-only). */
export function newOrderPush(order: Pick<Order, "shortId" | "restaurantName" | "totalPaise">, language: Language): PushPayload {
  const { orderPush } = textsIn(language);
  return {
    title: orderPush.newOrderTitle({ id: order.shortId }),
    body: orderPush.newOrderBody({ restaurant: order.restaurantName, total: formatRupees(order.totalPaise) }),
    url: STAFF_ORDERS_URL,
  };
}

/** To a rider when an order is given to them, in their language: where to pick it up, what to collect. */
export function deliveryAssignedPush(order: Pick<Order, "shortId" | "restaurantName" | "totalPaise">, language: Language): PushPayload {
  const { orderPush } = textsIn(language);
  return {
    title: orderPush.deliveryTitle({ id: order.shortId }),
    body: orderPush.deliveryBody({ restaurant: order.restaurantName, total: formatRupees(order.totalPaise) }),
    url: RIDER_URL,
  };
}

/** A superadmin's broadcast, as written (the same words in every reader's language). */
export function broadcastPush(broadcast: { title: string; body: string; url: string | null }): PushPayload {
  return broadcast.url
    ? { title: broadcast.title, body: broadcast.body, url: broadcast.url }
    : { title: broadcast.title, body: broadcast.body };
}
