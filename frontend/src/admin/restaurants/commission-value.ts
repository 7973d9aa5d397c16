/** The server's rule for a restaurant's own commission (backend charges.inputs.ts CommissionPercent): 0 to 100, two decimals. */
export function isCommissionPercent(value: unknown): value is number {
  return (
    typeof value === "number" &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= 100 &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
  );
}

/**
 * What the commission box sends: an empty box is null (the payout settings' default), a rate its
 * two decimals without float noise; undefined for a value the server would refuse.
 */
export function commissionToSend(value: number | null | undefined): number | null | undefined {
  if (value === null || value === undefined) return null;
  return isCommissionPercent(value) ? Math.round(value * 100) / 100 : undefined;
}
