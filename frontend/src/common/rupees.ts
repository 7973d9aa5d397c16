/**
 * Rupee amounts a form sends: the server takes whole paise only, judged exactly on the number
 * (backend/src/common/money.ts), so a form checks an amount here and sends it as toSentRupees
 * makes it, never a value with float noise (0.1 + 0.2 is 0.30000000000000004, which it refuses).
 */

/** The most cash one order's door can take (markDelivered, and an admin's delivery of a rider's order). */
export const MAX_CASH_RUPEES = 1_00_000;
/** The most a cash handover may be, the server's ceiling for any amount. */
export const MAX_RUPEES = 10_00_000;

/** Rupees as whole paise, float noise rounded away. */
export const paiseOf = (rupees: number): number => Math.round(rupees * 100);

/** An amount of money a form may send: a finite number from 0 to max with at most two decimals (give or take float noise). */
export function isRupeeAmount(value: unknown, max: number): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= max && Math.abs(value * 100 - paiseOf(value)) < 1e-6;
}

/** The amount exactly as the server's money rule takes it: its whole paise over 100. */
export const toSentRupees = (rupees: number): number => paiseOf(rupees) / 100;
