import type { EntityManager } from "typeorm";
import { AppError } from "../../common/errors";
import type { RequestContext } from "../../common/request-context";
import type { OrderEvent } from "./order-events";
import { ORDER_MESSAGES } from "./order-messages";
import type { OrderProcess, StatusChangeRequest } from "./order-process";
import { checkStatusMove } from "./order-state-machine";
import { OrderStatusChange } from "./order-status-change.entity";
import { Order } from "./order.entity";
import type { StatusChanger } from "./status-changer";

/** A status change made: the order as it is now, and the event its effects follow. */
export interface StatusChanged {
  order: Order;
  event: Extract<OrderEvent, { type: "ORDER_STATUS_CHANGED" }>;
}

/**
 * A status change's statements, in its transaction (OrderService.changeStatus, the one path for
 * them): the order row is locked, the extensions' guards asked, each step checked by the state
 * machine and written with what the extensions add to it, the change recorded with who made it
 * (a person, or an API key acting for the order's restaurant) and when.
 */
export async function changeStatusInTransaction(
  tx: EntityManager,
  orderProcess: OrderProcess,
  ctx: RequestContext,
  request: StatusChangeRequest,
  changer: StatusChanger,
): Promise<StatusChanged> {
  const { orderId, to, actor } = request;
  const input = request.input ?? {};
  const orders = tx.getRepository(Order);
  const locked = await orders.findOne({ where: { id: orderId }, lock: { mode: "pessimistic_write" } });
  await orderProcess.guard({ tx, ctx, request, input, order: locked });
  if (!locked) throw new AppError("NOT_FOUND", ORDER_MESSAGES.notFound);
  const from = locked.status;
  let at = from;
  let reason: string | null = null;
  const { fulfilment } = locked;
  for (const step of orderProcess.steps({ from, to, actor, fulfilment, input })) {
    reason = checkStatusMove({ from: at, to: step, actor, fulfilment, reason: step === to ? request.reason : null });
    const columns = await orderProcess.write({ tx, ctx, order: locked, from: at, to: step, actor, reason, input });
    await orders.update(
      { id: orderId },
      { ...columns, status: step, rejectionReason: step === "rejected" ? reason : locked.rejectionReason },
    );
    // clock_timestamp(), not the transaction's now(): the steps of a walk keep their order in the history.
    await tx.getRepository(OrderStatusChange).insert({
      orderId,
      fromStatus: at,
      toStatus: step,
      changedById: changer.userId,
      changedByApiKeyName: changer.apiKeyName,
      reason,
      createdAt: () => "clock_timestamp()",
    });
    at = step;
  }
  const changed = await orders.findOneByOrFail({ id: orderId });
  const event = {
    type: "ORDER_STATUS_CHANGED",
    order: changed,
    fromStatus: from,
    toStatus: to,
    changedById: changer.userId,
    changedByApiKeyName: changer.apiKeyName,
    reason,
    at: changed.updatedAt,
  } as const;
  return { order: changed, event };
}
