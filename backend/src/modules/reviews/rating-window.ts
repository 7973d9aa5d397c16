import type { Order } from "../orders/order.entity";

/** A delivered order may be rated for this many days after its delivery. */
export const RATING_WINDOW_DAYS = 7;
const WINDOW_MS = RATING_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** Whether the order may be rated now: delivered, to a restaurant that still exists, at most RATING_WINDOW_DAYS ago. */
export function ratingOpen(order: Pick<Order, "status" | "deliveredAt" | "restaurantId">, now: Date): boolean {
  if (order.status !== "delivered" || !order.deliveredAt || !order.restaurantId) return false;
  return now.getTime() - order.deliveredAt.getTime() <= WINDOW_MS;
}
