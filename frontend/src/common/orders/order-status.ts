import type { OrderStatus } from "../../gql/graphql";

/** Every status of backend/schema.graphql's OrderStatus, in the order an order moves through them. */
export const ORDER_STATUSES = [
  "SCHEDULED",
  "PENDING",
  "CONFIRMED",
  "PREPARING",
  "READY_FOR_PICKUP",
  "OUT_FOR_DELIVERY",
  "DELIVERED",
  "DELIVERY_FAILED",
  "REJECTED",
  "CANCELLED",
] as const satisfies readonly OrderStatus[];

// Fails to compile when the schema gains a status this list (and so the labels' test) lacks.
type MissingStatus = Exclude<OrderStatus, (typeof ORDER_STATUSES)[number]>;
const allStatusesListed: [MissingStatus] extends [never] ? true : MissingStatus = true;
void allStatusesListed;

/** The badge colour of a status, as antd Tag preset names. */
export type OrderStatusTone = "success" | "error" | "default";

/**
 * docs/architecture.md#behaviour: confirmed is green, rejected is red, and so is a delivery the rider could not make
 * (a problem the office sorts out); anything else (pending, preparing, delivered, cancelled, and
 * statuses added later) keeps the default colour.
 */
export function orderStatusTone(status: OrderStatus | string): OrderStatusTone {
  if (status === "CONFIRMED") return "success";
  if (status === "REJECTED" || status === "DELIVERY_FAILED") return "error";
  return "default";
}

/** The catalogue key of a status's human label (i18n/en/account.ts `orderStatusLabel`). */
export const orderStatusLabelKey = (status: OrderStatus) => `account.orderStatusLabel.${status}` as const;
