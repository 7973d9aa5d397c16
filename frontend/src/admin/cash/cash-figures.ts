/**
 * The Cash page's rules on amounts (rupees as the API sends them), compared in whole paise so
 * float noise (0.1 + 0.2) never shows as a shortfall.
 */
import { isRupeeAmount, MAX_RUPEES, paiseOf } from "../../common/rupees";

export const toPaise = paiseOf;

/** handed over − expected: "short" below zero (highlighted), "over" above, "even" at zero. */
export function differenceKind(difference: number): "short" | "over" | "even" {
  const paise = toPaise(difference);
  if (paise < 0) return "short";
  return paise > 0 ? "over" : "even";
}

/**
 * How much of a day's shortfall the rider still holds (not yet handed over, so not yet lost):
 * the smaller of the shortfall and the cash in hand now, in rupees; 0 without a shortfall.
 */
export function stillWithRider(difference: number, cashInHand: number): number {
  const short = -toPaise(difference);
  return short > 0 ? Math.min(short, Math.max(0, toPaise(cashInHand))) / 100 : 0;
}

/** A handover can be recorded while the rider holds cash (the server refuses one with nothing in hand). */
export function canRecordHandover(cashInHand: number): boolean {
  return toPaise(cashInHand) > 0;
}

/**
 * The handover dialog's amount: rupees with at most two decimals, not negative. The input may
 * hold a value typed with more decimals; anything else is refused before sending.
 */
export function isHandoverAmount(value: unknown): value is number {
  return isRupeeAmount(value, MAX_RUPEES);
}
