import type { Fulfilment } from "../cart/fulfilment";
import { allowedNextStatuses, type StatusActor } from "./order-state-machine";
import type { OrderStatus } from "./order-status";

/**
 * The statuses an order passes through to go from `from` to `to` by moves this actor may make,
 * `to` last (the shortest such walk); null when `to` is not ahead of `from` that way: a final
 * status, a step back, the same status, or a move only someone else may make.
 *
 * Old admin screens set a pending order straight to "delivered"; walking there keeps the state
 * machine's rule that each move is one allowed step, and the history shows every step.
 */
export function forwardSteps(
  from: OrderStatus,
  to: OrderStatus,
  actor: StatusActor,
  fulfilment: Fulfilment = "delivery",
): OrderStatus[] | null {
  const cameFrom = new Map<OrderStatus, OrderStatus>();
  const queue: OrderStatus[] = [from];
  while (queue.length > 0) {
    const status = queue.shift()!;
    for (const next of allowedNextStatuses(status, actor, fulfilment)) {
      if (next === from || cameFrom.has(next)) continue;
      cameFrom.set(next, status);
      if (next === to) return stepsTo(to, from, cameFrom);
      queue.push(next);
    }
  }
  return null;
}

function stepsTo(to: OrderStatus, from: OrderStatus, cameFrom: ReadonlyMap<OrderStatus, OrderStatus>): OrderStatus[] {
  const steps: OrderStatus[] = [];
  for (let status = to; status !== from; status = cameFrom.get(status)!) steps.unshift(status);
  return steps;
}
