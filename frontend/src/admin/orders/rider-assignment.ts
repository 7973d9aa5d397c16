import { paiseOf } from "../../common/rupees";
import type { OrderStatus } from "../../gql/graphql";

/**
 * The statuses in which an admin may give an order to a rider (the server's rule for
 * assignRider): the kitchen has it (confirmed, preparing, ready) or the last delivery failed.
 * Once out for delivery the rider has the food; a finished order needs nobody.
 */
export const RIDER_ASSIGNABLE_STATUSES = [
  "CONFIRMED",
  "PREPARING",
  "READY_FOR_PICKUP",
  "DELIVERY_FAILED",
] as const satisfies readonly OrderStatus[];

export function canAssignRider(status: OrderStatus): boolean {
  return (RIDER_ASSIGNABLE_STATUSES as readonly OrderStatus[]).includes(status);
}

/** What the rider action of an order offers: a first rider, another rider, or nothing. */
export function riderAction(order: { status: OrderStatus; rider: { id: string } | null | undefined }): "assign" | "reassign" | null {
  if (!canAssignRider(order.status)) return null;
  return order.rider ? "reassign" : "assign";
}

/** The status moves an admin must give a reason for (the customer reads it). */
export const MOVES_WITH_REASON = ["REJECTED", "DELIVERY_FAILED"] as const satisfies readonly OrderStatus[];
export type MoveWithReason = (typeof MOVES_WITH_REASON)[number];

export function needsReason(status: OrderStatus): status is MoveWithReason {
  return (MOVES_WITH_REASON as readonly OrderStatus[]).includes(status);
}

/**
 * How the button of a move reads: sending a failed delivery out again is "Try again"; every
 * other move is named by where it leads (adminOps.orders.moveTo).
 */
export function moveLabelKey(from: OrderStatus, to: OrderStatus) {
  if (from === "DELIVERY_FAILED" && to === "OUT_FOR_DELIVERY") return "adminRiders.tryAgain" as const;
  return `adminOps.orders.moveTo.${to}` as const;
}

/**
 * Cash collected against the order's total, in paise so that float noise never reads as a
 * shortfall: negative is short, positive is over, 0 when it matches.
 */
export function cashDifferencePaise(collected: number, total: number): number {
  return paiseOf(collected) - paiseOf(total);
}
