import { IsOptional, IsString, MaxLength } from "class-validator";
import { rules } from "../../common/compose-decorators";
import { RupeesAmount } from "../../common/validation";
import type { PaymentCollection } from "./payment-collection";

export const CASH_NOTE_MAX_LENGTH = 500;

/**
 * What was collected at an order's door, in paise, and why it differs from the order's total.
 * Given with a move into delivered (by the rider, or by the office for an order a rider holds);
 * judged by the module that owns the delivery, on the locked order.
 */
export interface CashAtDoor {
  collectedPaise: number;
  note: string | null;
  /** Absent: CASH. UPI: paid into the service's account, collectedPaise 0 (not cash in anyone's hand). */
  paidBy?: PaymentCollection;
  /** With UPI only: the payment's 12-digit reference (UPI_REFERENCE_PATTERN). */
  upiReference?: string | null;
}

/** The cash collected at an order's door: the rider's markDelivered, and an admin marking a rider's order delivered. */
export const cashCollectedRule = (optional = false) => RupeesAmount("Cash collected", 100_000, optional);

export const cashNoteRule = () =>
  rules(
    IsOptional(),
    IsString(),
    MaxLength(CASH_NOTE_MAX_LENGTH, { message: `The note can be at most ${CASH_NOTE_MAX_LENGTH} characters long` }),
  );
