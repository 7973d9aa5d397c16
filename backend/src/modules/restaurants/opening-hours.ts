/** Opening hours are local times in India (docs/architecture.md#conventions); India has one zone and no DST. */
const IST_OFFSET_MINUTES = 5 * 60 + 30;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

/** "9:05", "09:05" or "09:05:00" -> 545; read in place (every restaurant of every list asks). */
const minutesOf = (time: string): number => {
  const colon = time.indexOf(":");
  if (colon < 0) return Number(time) * 60;
  return Number(time.slice(0, colon)) * 60 + Number(time.slice(colon + 1, colon + 3));
};

/** Minutes since local midnight in Asia/Kolkata. */
export const kolkataMinutes = (now: Date): number =>
  (((now.getUTCHours() * 60 + now.getUTCMinutes() + IST_OFFSET_MINUTES) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;

/**
 * The first midnight in Asia/Kolkata after `now`: when a restaurant closed for today opens again
 * by itself. Exactly at midnight it is the next one (closing at 00:00 closes the whole new day).
 */
export function nextKolkataMidnight(now: Date): Date {
  const localMs = now.getTime() + IST_OFFSET_MINUTES * MINUTE_MS;
  const dayMs = DAY_MINUTES * MINUTE_MS;
  const nextLocalMidnightMs = Math.floor(localMs / dayMs) * dayMs + dayMs;
  return new Date(nextLocalMidnightMs - IST_OFFSET_MINUTES * MINUTE_MS);
}

/** The kitchen closed the restaurant for the rest of the day and that day has not ended yet. */
export const isClosedForToday = (closedUntil: Date | null, now: Date = new Date()): boolean =>
  closedUntil !== null && closedUntil.getTime() > now.getTime();

export interface OpeningRules {
  /** The admin's switch. */
  isOpen: boolean;
  /** Set by the kitchen's "closed for today": closed until then (the next midnight in India). */
  closedUntil: Date | null;
  openingTime: string;
  closingTime: string;
}

/**
 * Open when the admin's switch is on, the kitchen has not closed it for today, and the local time
 * is within the hours. Hours that end after midnight (18:00–02:00) wrap; equal times mean open
 * around the clock.
 */
export function isOpenNow(restaurant: OpeningRules, now: Date = new Date()): boolean {
  if (!restaurant.isOpen || isClosedForToday(restaurant.closedUntil, now)) return false;
  const open = minutesOf(restaurant.openingTime);
  const close = minutesOf(restaurant.closingTime);
  if (open === close) return true;
  const current = kolkataMinutes(now);
  return open < close ? current >= open && current < close : current >= open || current < close;
}
