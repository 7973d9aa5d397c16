/** The quick tips checkout offers, in rupees (issue 29: ₹10, ₹20, ₹30). */
export const TIP_CHOICES = [10, 20, 30] as const;

/** The API's range for setCartTip(amount), in rupees (README, the bill). */
export const MAX_TIP = 200;

/**
 * A custom tip as typed ("25", "25.50", " 15 "): rupees with at most 2 decimals, 0 to MAX_TIP;
 * null for anything else (empty, letters, a third decimal, negative, over the limit), which the
 * field then explains instead of sending.
 */
export function parseTipAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const paise = Math.round(Number(trimmed) * 100);
  return paise <= MAX_TIP * 100 ? paise / 100 : null;
}

/** Which choice shows as chosen for the cart's tip: "none", a quick amount, or "custom". */
export function tipChoiceOf(tip: number): "none" | (typeof TIP_CHOICES)[number] | "custom" {
  if (tip === 0) return "none";
  return TIP_CHOICES.find((choice) => choice === tip) ?? "custom";
}
