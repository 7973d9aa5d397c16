import { registerEnumType } from "type-graphql";
import { en } from "../../i18n/en";

export const ORDER_STATUSES = [
  "scheduled",
  "pending",
  "confirmed",
  "preparing",
  "ready_for_pickup",
  "out_for_delivery",
  "delivered",
  "delivery_failed",
  "rejected",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** GraphQL names the statuses in capitals; the values stay the database's. */
export const OrderStatusEnum = {
  SCHEDULED: "scheduled",
  PENDING: "pending",
  CONFIRMED: "confirmed",
  PREPARING: "preparing",
  READY_FOR_PICKUP: "ready_for_pickup",
  OUT_FOR_DELIVERY: "out_for_delivery",
  DELIVERED: "delivered",
  DELIVERY_FAILED: "delivery_failed",
  REJECTED: "rejected",
  CANCELLED: "cancelled",
} as const satisfies Record<string, OrderStatus>;
registerEnumType(OrderStatusEnum, {
  name: "OrderStatus",
  description:
    "scheduled (ordered for later: waits until its kitchen must start, then pending; the customer may cancel it until then) → " +
    "pending → confirmed → preparing → ready_for_pickup → out_for_delivery → delivered (admins and riders may also take a preparing " +
    "order out directly); out_for_delivery → delivery_failed when the rider cannot deliver (admins then send it out again or leave it failed); " +
    "or rejected (by the restaurant or an admin) / cancelled (by the customer). A PICKUP never goes out for delivery: " +
    "ready_for_pickup → delivered when the kitchen marks it collected (markCollected)",
});

/** How the statuses read in the API's (English) messages; mails and pushes use their reader's language. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = en.orderStatus.names;

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
