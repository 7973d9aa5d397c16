import { AppError } from "../../common/errors";
import { isStaff, type UserRole } from "../../common/user-role";
import { isPickup, type Fulfilment } from "../cart/fulfilment";
import { ORDER_STATUS_LABELS, type OrderStatus } from "./order-status";

/**
 * Who asks for a move: staff (admin or superadmin) run every restaurant's orders, kitchen (a
 * restaurant's own staff, by membership, or its ORDERS_WRITE key) only the kitchen's part of them,
 * a rider only the delivery of an order assigned to them (checked by the rider's service), the
 * customer may only cancel. The system is Ruchi itself: it releases an order placed for later to
 * its kitchen when the preparation must start (scheduled-release.ts); no person acts as it.
 */
export type StatusActor = "customer" | "kitchen" | "rider" | "staff" | "system";

/** A person's actor by role alone; a restaurant member is a customer by role (the kitchen acts for members: kitchen/kitchen-order.service.ts). */
export const actorOf = (role: UserRole): StatusActor => (isStaff(role) ? "staff" : role === "rider" ? "rider" : "customer");

/**
 * An API key acts for its restaurant's kitchen, never as staff: no restaurant delivers its own
 * orders (riders and the office do), so a key never sends food out, delivers it or fails it.
 */
export const API_KEY_ACTOR: StatusActor = "kitchen";

/** Every move the state machine allows, by who may make it (docs/architecture.md#orders). */
const MOVES: Record<StatusActor, Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  staff: {
    scheduled: ["rejected"],
    pending: ["confirmed", "rejected"],
    confirmed: ["preparing", "rejected"],
    // Straight out for delivery too: restaurants without a kitchen board skip "ready for pickup".
    preparing: ["ready_for_pickup", "out_for_delivery"],
    ready_for_pickup: ["out_for_delivery"],
    out_for_delivery: ["delivered", "delivery_failed"],
    // The office decided to try again after the rider could not deliver.
    delivery_failed: ["out_for_delivery"],
  },
  kitchen: {
    scheduled: ["rejected"],
    pending: ["confirmed", "rejected"],
    confirmed: ["preparing", "rejected"],
    preparing: ["ready_for_pickup"],
  },
  rider: {
    // Picked up: from the kitchen's "ready", or from "preparing" at restaurants without a kitchen board.
    preparing: ["out_for_delivery"],
    ready_for_pickup: ["out_for_delivery"],
    out_for_delivery: ["delivered", "delivery_failed"],
  },
  customer: {
    // Until a scheduled order is released; a released one stays with its kitchen (scheduled-moves.ts).
    scheduled: ["cancelled"],
    pending: ["cancelled"],
  },
  system: {
    scheduled: ["pending"],
  },
};

/**
 * A pickup's moves (docs/architecture.md#pick-up): a delivery's, except that the customer collects
 * the food at the counter. The kitchen (its staff, its keys) or the office marks a ready order
 * collected, ready_for_pickup → delivered (markCollected); nothing goes out for delivery, so no
 * rider has a move and no delivery fails.
 */
const PICKUP_MOVES: Record<StatusActor, Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  staff: { ...MOVES.staff, preparing: ["ready_for_pickup"], ready_for_pickup: ["delivered"], out_for_delivery: [], delivery_failed: [] },
  kitchen: { ...MOVES.kitchen, ready_for_pickup: ["delivered"] },
  rider: {},
  customer: MOVES.customer,
  system: MOVES.system,
};

/** The statuses whose order is over for everyone but the office (no rider, kitchen or customer move is left). */
export const ENDED_STATUSES: readonly OrderStatus[] = ["delivered", "delivery_failed", "rejected", "cancelled"];

export const REJECTION_REASON_REQUIRED = "Please give a reason for the rejection";
export const FAILURE_REASON_REQUIRED = "Please say why the order could not be delivered";
export const REJECTION_REASON_MAX_LENGTH = 500;

/** The statuses this actor may move an order in `from` to; empty once the order is final for them. */
export function allowedNextStatuses(from: OrderStatus, actor: StatusActor, fulfilment: Fulfilment = "delivery"): OrderStatus[] {
  return [...((isPickup(fulfilment) ? PICKUP_MOVES : MOVES)[actor][from] ?? [])];
}

export interface StatusMove {
  from: OrderStatus;
  to: OrderStatus;
  actor: StatusActor;
  reason?: string | null;
  /** The order's; absent: delivery. */
  fulfilment?: Fulfilment;
}

/** The statuses of the delivery: riders' and the office's, never the kitchen's. */
const DELIVERY_STATUSES: readonly OrderStatus[] = ["out_for_delivery", "delivered", "delivery_failed"];

/** Why a move is refused, beyond "not allowed": who else may make it. */
function refusalHint(to: OrderStatus, actor: StatusActor, fulfilment: Fulfilment): string {
  if (to === "cancelled" && actor !== "customer") return " Only the customer can cancel an order.";
  if (isPickup(fulfilment)) return " The customer collects this order at the restaurant: the kitchen marks it collected once it is ready.";
  if (DELIVERY_STATUSES.includes(to) && actor === "kitchen") return " Delivery is handled by Ruchi's riders and staff.";
  if (actor === "rider") return " A rider picks up food that is being prepared or ready, then delivers it or reports it undeliverable.";
  return "";
}

/**
 * Checks one move and returns the reason to record: required (and trimmed) for a rejection,
 * kept when given for any other move. Throws INVALID_STATUS_TRANSITION naming both statuses.
 */
export function checkStatusMove({ from, to, actor, reason, fulfilment = "delivery" }: StatusMove): string | null {
  if (!allowedNextStatuses(from, actor, fulfilment).includes(to)) {
    throw new AppError(
      "INVALID_STATUS_TRANSITION",
      `An order cannot move from ${ORDER_STATUS_LABELS[from]} to ${ORDER_STATUS_LABELS[to]}.${refusalHint(to, actor, fulfilment)}`,
    );
  }
  const trimmed = reason?.trim() ?? "";
  if (to === "rejected" && trimmed === "") throw new AppError("BAD_USER_INPUT", REJECTION_REASON_REQUIRED);
  if (to === "delivery_failed" && trimmed === "") throw new AppError("BAD_USER_INPUT", FAILURE_REASON_REQUIRED);
  if (trimmed.length > REJECTION_REASON_MAX_LENGTH) {
    throw new AppError("BAD_USER_INPUT", `The reason can be at most ${REJECTION_REASON_MAX_LENGTH} characters long`);
  }
  return trimmed === "" ? null : trimmed;
}
