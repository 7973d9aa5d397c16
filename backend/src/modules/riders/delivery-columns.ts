import { AppError } from "../../common/errors";
import { formatRupees } from "../../common/money";
import { CASH_NOTE_MAX_LENGTH, type CashAtDoor } from "../orders/cash-at-door";
import type { OrderColumns } from "../orders/order-process";
import type { OrderStatus } from "../orders/order-status";
import type { Order } from "../orders/order.entity";
import { UPI_MESSAGES, UPI_REFERENCE_PATTERN } from "../orders/payment-collection";

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
  if (cash.paidBy === "UPI") return checkUpiAtDoor(cash, note);
  if (cash.upiReference !== undefined && cash.upiReference !== null) {
    throw new AppError("BAD_USER_INPUT", UPI_MESSAGES.referenceWithCash, {
      fields: [{ field: "upiReference", messages: [UPI_MESSAGES.referenceWithCash] }],
    });
  }
  if (cash.collectedPaise !== totalPaise && note === "") {
    const message = `You collected ${formatRupees(cash.collectedPaise)} of ${formatRupees(totalPaise)}: add a note saying why (for example, no change).`;
    throw new AppError("BAD_USER_INPUT", message, { fields: [{ field: "note", messages: [message] }] });
  }
  return { collectedPaise: cash.collectedPaise, note: note === "" ? null : note, paidBy: "CASH", upiReference: null };
}

/**
 * Paid by UPI (docs/money.md#upi-at-the-door): the customer paid the QR's exact amount into the
 * service's account, so no cash changed hands (0, never counted as the rider's cash) and the
 * payment's 12-digit reference is what the office ticks off against the bank statement.
 */
function checkUpiAtDoor(cash: CashAtDoor, note: string): CashAtDoor {
  const reference = cash.upiReference?.trim() ?? "";
  if (!UPI_REFERENCE_PATTERN.test(reference)) {
    throw new AppError("INVALID_UPI_REFERENCE", UPI_MESSAGES.invalidReference, {
      fields: [{ field: "upiReference", messages: [UPI_MESSAGES.invalidReference] }],
    });
  }
  if (cash.collectedPaise !== 0) {
    throw new AppError("BAD_USER_INPUT", UPI_MESSAGES.cashWithUpi, {
      fields: [{ field: "cashCollected", messages: [UPI_MESSAGES.cashWithUpi] }],
    });
  }
  return { collectedPaise: 0, note: note === "" ? null : note, paidBy: "UPI", upiReference: reference };
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
 * pick-up time (kept when the office sends a failed delivery out again), the delivery time, the
 * cash and how it was paid (an order delivered without a rider was paid in cash at the counter), the rider's reason for a failure (cleared when it goes out again).
 */
export function deliveryColumns(status: OrderStatus, reason: string | null, cash: CashAtDoor | undefined): OrderColumns {
  switch (status) {
    case "out_for_delivery":
      return { pickedUpAt: () => "COALESCE(picked_up_at, clock_timestamp())", deliveryFailureReason: null };
    case "delivered":
      if (cash?.paidBy === "UPI") {
        // Not cash in the rider's hand: no cash collected, so no handover settles it (rider-sql.ts UNSETTLED_CASH).
        return {
          deliveredAt: () => "clock_timestamp()",
          cashCollectedPaise: null,
          cashNote: cash.note,
          paidBy: "UPI",
          upiReference: cash.upiReference ?? null,
        };
      }
      return {
        deliveredAt: () => "clock_timestamp()",
        cashCollectedPaise: cash?.collectedPaise ?? null,
        cashNote: cash?.note ?? null,
        paidBy: "CASH",
        upiReference: null,
      };
    case "delivery_failed":
      return { deliveryFailureReason: reason };
    default:
      return {};
  }
}
