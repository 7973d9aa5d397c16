/**
 * The dashboard chart's arithmetic: a round top for the scale and each bar's height as a
 * percentage of it. Pure, so the drawing stays a thin layer of CSS.
 */

/** The smallest 1, 2 or 5 × 10ⁿ at or above the value (1 for an empty chart). */
export function niceCeiling(value: number): number {
  if (!Number.isFinite(value) || value <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) {
    const candidate = step * magnitude;
    // Float noise (0.1 * 3) must not push a round value past itself.
    if (candidate >= value - magnitude * 1e-9) return candidate;
  }
  return 10 * magnitude;
}

/** A bar's height in percent of the scale; a non-zero value stays visible (at least 2%). */
export function barPercent(value: number, scaleTop: number): number {
  if (!Number.isFinite(value) || value <= 0 || scaleTop <= 0) return 0;
  return Math.min(100, Math.max(2, (value / scaleTop) * 100));
}

/** The scale top for a series of values. */
export function scaleTopOf(values: number[]): number {
  return niceCeiling(Math.max(0, ...values));
}

/** "2025-05-24" -> "24": the axis names days by their date; labels and the table give the full date. */
export const dayOfMonth = (day: string): string => String(Number(day.slice(8, 10)));
