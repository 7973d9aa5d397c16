/** Money is stored as integer paise; the API shows rupees (numbers with at most two decimals). */
export const paiseToRupees = (paise: number): number => Math.round(paise) / 100;

export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

/**
 * The most any rupee amount the API takes may be: ₹10,00,000 (ten lakh). It covers the largest
 * real amount (an office cash handover settling a rider's long day), stays far inside the integer
 * paise columns (at most ₹2,14,74,836.47) even summed over many orders, and keeps rupees × 100
 * far inside the whole numbers a double holds exactly.
 */
export const MAX_RUPEES = 1_000_000;

/**
 * The whole paise of a rupee amount with at most two decimals; null for anything else (not a
 * number, not finite, or a fraction of a paisa however small: 1e-7, 5e-324). Judged on the number,
 * never on its text, which may be written 1e-7: an amount written with two decimals ("19.99") is
 * the double nearest to it, and so is paise / 100 worked out again, so the two are equal exactly;
 * any other number is not.
 */
export function wholePaise(rupees: unknown): number | null {
  if (typeof rupees !== "number" || !Number.isFinite(rupees)) return null;
  const paise = Math.round(rupees * 100);
  // + 0 turns -0 into 0.
  return paise / 100 === rupees ? paise + 0 : null;
}

/** "₹1,234.50": the one display format (e-mails and logs; the frontend has its twin). */
export const formatRupees = (paise: number): string =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The whole paise nearest to numerator / denominator, a half going up: the one rounding of the
 * bill (docs/architecture.md#pricing), done once per line. Both arguments are whole, the
 * numerator at least 0, the denominator above 0; integer arithmetic, so no float error creeps in.
 */
export function halfUpPaise(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** A percent with at most two decimals as whole basis points (5 → 500, 2.5 → 250). */
export const basisPoints = (percent: number): number => Math.round(percent * 100);
