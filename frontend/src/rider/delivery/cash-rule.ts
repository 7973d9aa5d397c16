import { MAX_CASH_RUPEES } from "../../common/rupees";

/**
 * The rule of the "Delivered" dialog, as the server has it (markDelivered): the cash collected is
 * compared with the order's total in whole paise, so ₹250.10 typed for a ₹250.1 total is equal,
 * and a note ("No change", "Paid less") is required only when they differ. The most it accepts
 * (MAX_CASH_RUPEES) is far above any order, so a slip of the finger is caught.
 */

/** Rupees (a number or what was typed) as whole paise; null when it is not an amount of money. */
export function toPaise(rupees: number | string): number | null {
  const text = typeof rupees === "number" ? (Number.isFinite(rupees) ? rupees.toFixed(6) : "") : rupees.trim();
  // At most two decimals: "250", "250.5", "250.50", ".5"; no sign, no exponent, no grouping.
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === "" && (match[2] ?? "") === "")) return null;
  const whole = match[1] === "" ? 0 : Number(match[1]);
  const decimals = match[2] ?? "";
  if (typeof rupees === "string" && decimals.length > 2) return null;
  // A number from the API may carry float noise (250.10000000000002): rounded to the paisa.
  const fraction = Number(`0.${decimals || "0"}`);
  return whole * 100 + Math.round(fraction * 100);
}

/** Whether the cash collected differs from the total by at least a paisa. */
export function cashDiffers(total: number, collected: number | string): boolean {
  const totalPaise = toPaise(total);
  const collectedPaise = toPaise(collected);
  return totalPaise === null || collectedPaise === null || totalPaise !== collectedPaise;
}

/** What is wrong with the dialog's fields, in the order the rider reads them; empty when it can be sent. */
export type CashProblem = "amountMissing" | "amountInvalid" | "amountTooLarge" | "noteRequired";

export function cashProblems(total: number, collectedText: string, note: string): CashProblem[] {
  if (collectedText.trim() === "") return ["amountMissing"];
  const paise = toPaise(collectedText);
  if (paise === null) return ["amountInvalid"];
  if (paise > MAX_CASH_RUPEES * 100) return ["amountTooLarge"];
  return cashDiffers(total, collectedText) && note.trim() === "" ? ["noteRequired"] : [];
}

/** The amount typed, in rupees as the API takes them (two decimals); null when it is not valid. */
export function rupeesFromText(collectedText: string): number | null {
  const paise = toPaise(collectedText);
  return paise === null ? null : paise / 100;
}

/** The total as the dialog prefills it: "250.00" (two decimals, no grouping, no sign). */
export function amountText(total: number): string {
  const paise = toPaise(total);
  return paise === null ? "" : `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}
