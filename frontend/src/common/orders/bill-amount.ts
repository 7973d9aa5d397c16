import { formatRupees } from "../formatters";

/**
 * A bill line's amount as the bill shows it: a discount (negative, docs/architecture.md#pricing)
 * as "−₹60.00" with a real minus sign, which screen readers say as "minus" (formatRupees writes a
 * hyphen); every other line as formatRupees writes it.
 */
export function billAmountText(kind: string, amount: number): string {
  if (kind === "DISCOUNT" && amount !== 0) return `\u2212${formatRupees(Math.abs(amount))}`;
  return formatRupees(amount);
}
