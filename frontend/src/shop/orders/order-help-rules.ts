import type { OrderProblemStatus, OrderStatus } from "../../gql/graphql";

/** How long after its delivery an order takes a problem report (the server's PROBLEM_WINDOW_HOURS). */
export const HELP_WINDOW_HOURS = 48;

/** Orders that never reached the customer and were not paid for (cash on delivery): no help form. */
const NOT_DELIVERED: ReadonlySet<OrderStatus> = new Set<OrderStatus>(["REJECTED", "CANCELLED"]);

/**
 * Whether the order page offers "Get help": while the order is on its way or up to 48 hours after
 * its delivery, with no problem still open. The server judges again (a failed delivery's time is
 * the server's to know: the form is offered and the server answers).
 */
export function canAskForHelp(
  order: { status: OrderStatus; deliveredAt?: string | null; problems: ReadonlyArray<{ status: OrderProblemStatus }> },
  now: Date,
): boolean {
  if (NOT_DELIVERED.has(order.status)) return false;
  if (order.problems.some((problem) => problem.status === "OPEN")) return false;
  if (order.status === "DELIVERED" && order.deliveredAt) {
    return now.getTime() - new Date(order.deliveredAt).getTime() < HELP_WINDOW_HOURS * 3600_000;
  }
  return true;
}
