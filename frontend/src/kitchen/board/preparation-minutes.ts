/**
 * The preparation time a kitchen gives when it accepts an order: a quick choice or a number of
 * its own, whole minutes from 1 to 240 (the API's rule for acceptOrder).
 */
export const QUICK_MINUTES = [10, 15, 20, 30, 45] as const;
export const MIN_PREPARATION_MINUTES = 1;
export const MAX_PREPARATION_MINUTES = 240;

/** The minutes typed into "Other", or null when they are not a whole number from 1 to 240. */
export function parsePreparationMinutes(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes >= MIN_PREPARATION_MINUTES && minutes <= MAX_PREPARATION_MINUTES ? minutes : null;
}

/** When the food would be ready if accepted `now` with `minutes` (the dialog's preview). */
export function readyAround(now: number, minutes: number): Date {
  return new Date(now + minutes * 60_000);
}
