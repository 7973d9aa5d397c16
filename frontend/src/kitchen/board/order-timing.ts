/**
 * How long an order has waited and how its estimated ready time stands, in whole minutes, as
 * the board's cards say it ("5 min ago", "in 12 min", "3 min late"). Pure: the card passes the
 * clock it re-reads every half minute.
 */
const MINUTE_MS = 60_000;

export type OrderAge = { kind: "justNow" } | { kind: "minutes"; count: number } | { kind: "hours"; count: number };

/** Under a minute: just now; under an hour: whole minutes; then whole hours ("over 1 hour ago"). */
export function orderAge(createdAt: string, now: number): OrderAge {
  const minutes = Math.floor((now - Date.parse(createdAt)) / MINUTE_MS);
  if (!Number.isFinite(minutes) || minutes < 1) return { kind: "justNow" };
  if (minutes < 60) return { kind: "minutes", count: minutes };
  return { kind: "hours", count: Math.floor(minutes / 60) };
}

export type Readiness = { kind: "in"; minutes: number } | { kind: "due" } | { kind: "late"; minutes: number };

/**
 * Where the kitchen stands against the time it promised: minutes still to go (rounded up, so
 * "in 1 min" until it is due), due within the current minute, or minutes late (whole ones).
 */
export function readiness(estimatedReadyAt: string, now: number): Readiness {
  const left = Date.parse(estimatedReadyAt) - now;
  if (!Number.isFinite(left)) return { kind: "due" };
  if (left > 0) return { kind: "in", minutes: Math.ceil(left / MINUTE_MS) };
  const late = Math.floor(-left / MINUTE_MS);
  return late >= 1 ? { kind: "late", minutes: late } : { kind: "due" };
}
