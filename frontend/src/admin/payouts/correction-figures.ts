import { isRupeeAmount, MAX_RUPEES, toSentRupees } from "../../common/rupees";

/** Which way a correction moves the restaurant's payable (docs/money.md: CORRECTION entries). */
export type CorrectionDirection = "ADD" | "TAKE";

/** The server's limit on a correction's reason. */
export const CORRECTION_REASON_MAX_LENGTH = 500;

/** An amount the form may send: more than ₹0, at most the server's ceiling, whole paise. */
export const isCorrectionAmount = (value: unknown): value is number => isRupeeAmount(value, MAX_RUPEES) && value > 0;

/**
 * The signed amount the API takes: adding to the payable is positive, taking from it negative,
 * in whole paise without float noise (common/rupees.ts).
 */
export function signedCorrection(direction: CorrectionDirection, amount: number): number {
  const rupees = toSentRupees(amount);
  return direction === "TAKE" ? -rupees : rupees;
}
