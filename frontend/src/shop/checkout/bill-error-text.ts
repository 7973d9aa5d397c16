import { errorText, type OwnFieldTexts, type TextSource } from "../../common/error-text";
import { formatRupees } from "../../common/formatters";
import { errorCode, errorExtensions } from "../../common/graphql-errors";
import { WEEKDAYS } from "../../common/weekdays";

/** The refusals whose answer names how much is missing (`extensions.missing`, rupees). */
const WITH_MISSING = ["COUPON_MIN_ORDER", "BELOW_MINIMUM_ORDER"] as const;

/** The coupon refusals (applyCoupon's, and placeOrder's when an applied coupon stopped applying: it takes it off the cart). */
export const COUPON_REFUSALS = [
  "COUPON_INVALID",
  "COUPON_EXPIRED",
  "COUPON_NOT_TODAY",
  "COUPON_MIN_ORDER",
  "COUPON_USED_UP",
  "COUPON_NOT_FOR_RESTAURANT",
  "COUPON_FIRST_ORDER_ONLY",
] as const;
const COUPON_CODES: ReadonlySet<string> = new Set(COUPON_REFUSALS);

/**
 * What checkout says for a refused coupon, tip or order, in the reader's language: for a minimum
 * not reached, the catalogue's text with the missing amount ("Add ₹40.00 more ..."); for a coupon
 * of other days, those days (`extensions.weekdays`) in the reader's language; otherwise the
 * code's own text (common/error-text.ts), never the server's English.
 */
export function billErrorText(texts: TextSource, error: unknown, fallback: string, own?: OwnFieldTexts): string {
  const code = errorCode(error);
  const { missing, weekdays } = errorExtensions(error);
  const named = WITH_MISSING.find((withMissing) => withMissing === code);
  if (named && typeof missing === "number" && Number.isFinite(missing) && missing > 0) {
    return texts.t(`checkout.missing.${named}`, { missing: formatRupees(missing) });
  }
  const days = Array.isArray(weekdays) ? WEEKDAYS.filter((day) => weekdays.includes(day)) : [];
  if (code === "COUPON_NOT_TODAY" && days.length > 0) {
    return texts.t("checkout.coupon.notToday", { days: days.map((day) => texts.t(`menu.weekday.${day}`)).join(", ") });
  }
  return errorText(texts, error, fallback, own);
}

/**
 * What checkout says when placing the order was refused: a coupon that stopped applying was taken
 * off the cart by the server, so the text says so and asks to check the new total.
 */
export function placeOrderErrorText(texts: TextSource, error: unknown, fallback: string): string {
  const reason = billErrorText(texts, error, fallback);
  const code = errorCode(error);
  return code !== null && COUPON_CODES.has(code) ? texts.t("checkout.coupon.dropped", { reason }) : reason;
}

/** The text for the applied coupon's `couponProblem` (a refusal code, without the amounts), or null for none. */
export function couponProblemText(texts: TextSource, problem: string | null | undefined): string | null {
  if (!problem) return null;
  const key = COUPON_CODES.has(problem) ? `apiErrors.codes.${problem}` : "checkout.coupon.notApplying";
  return texts.t(key);
}
