/** Money is stored as integer paise; the API shows rupees (numbers with at most two decimals). */
export const paiseToRupees = (paise: number): number => Math.round(paise) / 100;

export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

/**
 * The most any rupee amount the API takes may be: ₹10,00,000 (ten lakh). It covers the largest
 * real amount (an office cash handover settling a rider's long day), stays far inside the integer
 * paise columns (at most ₹2,14,74,836.47) even summed over many orders, and keeps rupees × 100
 * exact in a double to far better than the tolerance below.
 */
export const MAX_RUPEES = 1_000_000;

/**
 * How far rupees × 100 may land from a whole paisa and still be that paisa: binary fractions land
 * a hair off (0.1 + 0.2 is 0.30000000000000004), a third decimal (0.001) a thousand times further.
 */
const PAISA_TOLERANCE = 1e-6;

/**
 * The whole paise of a rupee amount with at most two decimals; null for anything else (not a
 * number, not finite, or a fraction of a paisa). Judged on the number, never on its text, which
 * may be written 1e-7.
 */
export function wholePaise(rupees: unknown): number | null {
  if (typeof rupees !== "number" || !Number.isFinite(rupees)) return null;
  const paise = rupees * 100;
  const whole = Math.round(paise);
  // + 0 turns -0 into 0.
  return Math.abs(paise - whole) <= PAISA_TOLERANCE ? whole + 0 : null;
}

/** "₹1,234.50": the one display format (e-mails and logs; the frontend has its twin). */
export const formatRupees = (paise: number): string =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
