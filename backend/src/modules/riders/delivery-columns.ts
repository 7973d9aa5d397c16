import { AppError } from "../../common/errors";
import { formatRupees } from "../../common/money";
import { CASH_NOTE_MAX_LENGTH, type CashAtDoor } from "../orders/cash-at-door";
import type { OrderColumns } from "../orders/order-process";
import type { OrderStatus } from "../orders/order-status";
import type { Order } from "../orders/order.entity";

/**
 * The rider's count is kept as said; a different amount than the total needs the reason (no
 * change, the customer paid less), so the office sees why the cash will be short or over.
 */
function checkCashAtDoor(totalPaise: number, cash: CashAtDoor): CashAtDoor {
  const note = cash.note?.trim() ?? "";
  if (note.length > CASH_NOTE_MAX_LENGTH) {
    throw new AppError("BAD_USER_INPUT", `The note can be at most ${CASH_NOTE_MAX_LENGTH} characters long`, {
      fields: [{ field: "note", messages: [`The note can be at most ${CASH_NOTE_MAX_LENGTH} characters long`] }],
    });
  }
  if (cash.collectedPaise !== totalPaise && note === "") {
    const message = `You collected ${formatRupees(cash.collectedPaise)} of ${formatRupees(totalPaise)}: add a note saying why (for example, no change).`;
    throw new AppError("BAD_USER_INPUT", message, { fields: [{ field: "note", messages: [message] }] });
  }
  return { collectedPaise: cash.collectedPaise, note: note === "" ? null : note };
}

/**
 * The cash a move into delivered records, judged on the locked order (the inputs are named as
 * both operations that send it name them: cashCollected and note). An order a rider holds is
 * delivered only with the cash collected at its door (the rider's count, or the office's when an
 * admin marks it delivered), so the rider's cash in hand and handovers stay right; an order
 * without a rider has no cash in anyone's hand to record.
 */
export function cashOfDelivery(order: Pick<Order, "riderId" | "totalPaise">, cash: CashAtDoor | undefined): CashAtDoor | undefined {
  if (order.riderId === null) {
    if (!cash) return undefined;
    const message = "No rider holds this order, so there is no cash collected to record.";
    throw new AppError("BAD_USER_INPUT", message, { fields: [{ field: "cashCollected", messages: [message] }] });
  }
  if (!cash) {
    const message = "A rider holds this order: enter the cash collected at the door to mark it delivered.";
    throw new AppError("BAD_USER_INPUT", message, { fields: [{ field: "cashCollected", messages: [message] }] });
  }
  return checkCashAtDoor(order.totalPaise, cash);
}

/**
 * The delivery columns a step into `status` sets, in the status change's transaction: the first
 * pick-up time (kept when the office sends a failed delivery out again), the delivery time and
 * the cash, the rider's reason for a failure (cleared when it goes out again).
 */
export function deliveryColumns(status: OrderStatus, reason: string | null, cash: CashAtDoor | undefined): OrderColumns {
  switch (status) {
    case "out_for_delivery":
      return { pickedUpAt: () => "COALESCE(picked_up_at, clock_timestamp())", deliveryFailureReason: null };
    case "delivered":
      return { deliveredAt: () => "clock_timestamp()", cashCollectedPaise: cash?.collectedPaise ?? null, cashNote: cash?.note ?? null };
    case "delivery_failed":
      return { deliveryFailureReason: reason };
    default:
      return {};
  }
}
