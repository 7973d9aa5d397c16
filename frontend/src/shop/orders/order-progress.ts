import type { Fulfilment, OrderStatus } from "../../gql/graphql";

/** The way an order goes when all is well (docs/architecture.md#orders), as the step tracker shows it. */
export const PROGRESS_STEPS = [
  "PENDING",
  "CONFIRMED",
  "PREPARING",
  "READY_FOR_PICKUP",
  "OUT_FOR_DELIVERY",
  "DELIVERED",
] as const satisfies readonly OrderStatus[];

/**
 * done: the order went through it; current: where it is now; upcoming: still ahead;
 * stopped: the order ended here without being delivered (rejected or cancelled);
 * failed: the rider could not deliver it, and it waits there for Ruchi's office (who send it
 * out again or leave it failed).
 */
export type ProgressStepState = "done" | "current" | "upcoming" | "stopped" | "failed";

export interface ProgressStep {
  status: OrderStatus;
  state: ProgressStepState;
}

/** The part of a status change the tracker needs. */
export interface StatusChange {
  fromStatus?: OrderStatus | null;
  toStatus: OrderStatus;
}

const ENDINGS: readonly OrderStatus[] = ["REJECTED", "CANCELLED"];

/**
 * The steps of this order's way: an admin may send a preparing order out for delivery directly
 * (a restaurant without a kitchen board), and then it never was ready for pickup; an order placed
 * for later waited as scheduled first.
 */
function stepsOf(history: readonly StatusChange[], status: OrderStatus, fulfilment: Fulfilment): readonly OrderStatus[] {
  const skippedPickup = history.some((change) => change.fromStatus === "PREPARING" && change.toStatus === "OUT_FOR_DELIVERY");
  // A pickup is collected at the counter once ready: it never goes out for delivery.
  const skipped: OrderStatus | null = fulfilment === "PICKUP" ? "OUT_FOR_DELIVERY" : skippedPickup ? "READY_FOR_PICKUP" : null;
  const steps = skipped ? PROGRESS_STEPS.filter((step) => step !== skipped) : PROGRESS_STEPS;
  const scheduled = status === "SCHEDULED" || history.some((change) => change.toStatus === "SCHEDULED");
  return scheduled ? ["SCHEDULED", ...steps] : steps;
}

/** Where on the way a status stands: a failed delivery stands where the rider was, out for delivery. */
const WAY_POINT: Partial<Record<OrderStatus, OrderStatus>> = { DELIVERY_FAILED: "OUT_FOR_DELIVERY" };

/** The steps up to and including `status`'s, all done (the first one when `status` is not on the way). */
function doneThrough(steps: readonly OrderStatus[], status: OrderStatus | null | undefined): ProgressStep[] {
  const reached = status ? steps.indexOf(WAY_POINT[status] ?? status) : 0;
  const lastDone = reached < 0 ? 0 : reached;
  return steps.slice(0, lastDone + 1).map((step): ProgressStep => ({ status: step, state: "done" }));
}

/**
 * The tracker's steps for an order in `status`. A delivered order has every step done and
 * "Delivered" current. A rejected or cancelled order shows the steps it went through, then the
 * ending as a stopped step, and none of the steps it will never reach. The history (oldest
 * first) tells from which step it ended; without it the order is taken to have ended pending.
 * A failed delivery shows the way up to "Out for delivery" done, then the failure as a problem
 * and not "Delivered": whether it goes out again is the office's decision.
 */
export function orderProgress(
  status: OrderStatus,
  history: readonly StatusChange[] = [],
  fulfilment: Fulfilment = "DELIVERY",
): ProgressStep[] {
  const steps = stepsOf(history, status, fulfilment);
  if (status === "DELIVERY_FAILED") return [...doneThrough(steps, status), { status, state: "failed" }];
  if (ENDINGS.includes(status)) {
    const ending = [...history].reverse().find((change) => change.toStatus === status);
    return [...doneThrough(steps, ending?.fromStatus), { status, state: "stopped" }];
  }
  const at = steps.indexOf(status);
  return steps.map((step, index): ProgressStep => ({
    status: step,
    // A status this list does not know yet (added to the API later) marks no step as reached.
    state: at < 0 || index > at ? "upcoming" : index === at ? "current" : "done",
  }));
}

/** Whether the order stands at this step now: the current, stopped or failed one. */
export const isStepNow = (step: ProgressStep): boolean => step.state === "current" || step.state === "stopped" || step.state === "failed";

/** The step to announce as the current one (aria-current="step"): the current, stopped or failed step. */
export function currentStep(steps: readonly ProgressStep[]): ProgressStep | undefined {
  return steps.find(isStepNow);
}
