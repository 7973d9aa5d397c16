import { toHhMm } from "./time-of-day";
import { WEEKDAYS, type Weekday } from "./weekday";

/** Opening hours are local times in India (docs/architecture.md#opening-hours); India has one zone and no DST. */
const IST_OFFSET_MINUTES = 5 * 60 + 30;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;
const WEEK_MINUTES = 7 * DAY_MINUTES;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * MINUTE_MS;
const DAY_MS = DAY_MINUTES * MINUTE_MS;
const WEEK_MS = WEEK_MINUTES * MINUTE_MS;
/** 1970-01-01, day 0 of the epoch, was a Thursday: day 3 counting from Monday. */
const EPOCH_WEEKDAY = 3;

/** One period a restaurant is open, starting on `day`; `closes` before `opens` ends on the next day, equal times last 24 hours. */
export interface OpeningPeriod {
  day: Weekday;
  /** "HH:MM", local time in India. */
  opens: string;
  closes: string;
}

/** "9:05", "09:05" or "09:05:00" -> 545; read in place (every restaurant of every list asks). */
export const minutesOf = (time: string): number => {
  const colon = time.indexOf(":");
  if (colon < 0) return Number(time) * 60;
  return Number(time.slice(0, colon)) * 60 + Number(time.slice(colon + 1, colon + 3));
};

/** Minutes since local midnight in Asia/Kolkata. */
export const kolkataMinutes = (now: Date): number =>
  (((now.getUTCHours() * 60 + now.getUTCMinutes() + IST_OFFSET_MINUTES) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;

/** The day of the week in Asia/Kolkata, Monday 0. */
export const kolkataWeekdayIndex = (now: Date): number => {
  const localDays = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS);
  return (((localDays + EPOCH_WEEKDAY) % 7) + 7) % 7;
};

/** The instant of the last Monday 00:00 in Asia/Kolkata at or before `now`. */
const weekStartMs = (now: Date): number => {
  const localDayStart = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS;
  return localDayStart - kolkataWeekdayIndex(now) * DAY_MS - IST_OFFSET_MS;
};

/** A period as minutes from Monday 00:00: where it starts and how long it lasts (1 minute to 24 hours). */
export function periodSpan(period: OpeningPeriod): { start: number; length: number } {
  const opens = minutesOf(period.opens);
  const closes = minutesOf(period.closes);
  const length = closes > opens ? closes - opens : closes - opens + DAY_MINUTES;
  return { start: WEEKDAYS.indexOf(period.day) * DAY_MINUTES + opens, length };
}

/**
 * The first midnight in Asia/Kolkata after `now`: when a restaurant closed for today opens again
 * by itself. Exactly at midnight it is the next one (closing at 00:00 closes the whole new day).
 */
export function nextKolkataMidnight(now: Date): Date {
  const localMs = now.getTime() + IST_OFFSET_MS;
  const nextLocalMidnightMs = Math.floor(localMs / DAY_MS) * DAY_MS + DAY_MS;
  return new Date(nextLocalMidnightMs - IST_OFFSET_MS);
}

/** The kitchen closed the restaurant for the rest of the day and that day has not ended yet. */
export const isClosedForToday = (closedUntil: Date | null, now: Date = new Date()): boolean =>
  closedUntil !== null && closedUntil.getTime() > now.getTime();

/** Whether the weekly hours have the restaurant open at that instant (the switches aside). */
export function withinHours(hours: readonly OpeningPeriod[], at: Date): boolean {
  const weekStart = weekStartMs(at);
  const t = at.getTime();
  for (const period of hours) {
    const { start, length } = periodSpan(period);
    // A period of last week (Sunday night) may still run into this week.
    for (const week of [-1, 0]) {
      const opensMs = weekStart + week * WEEK_MS + start * MINUTE_MS;
      if (t >= opensMs && t < opensMs + length * MINUTE_MS) return true;
    }
  }
  return false;
}

/** The first instant at or after `from` at which the hours have the restaurant open; null when they never do. */
export function nextWithinHours(hours: readonly OpeningPeriod[], from: Date): Date | null {
  if (withinHours(hours, from)) return from;
  const weekStart = weekStartMs(from);
  let first: number | null = null;
  for (const period of hours) {
    const { start } = periodSpan(period);
    for (const week of [0, 1]) {
      const opensMs = weekStart + week * WEEK_MS + start * MINUTE_MS;
      if (opensMs >= from.getTime() && (first === null || opensMs < first)) first = opensMs;
    }
  }
  return first === null ? null : new Date(first);
}

export interface OpeningRules {
  /** The admin's switch. */
  isOpen: boolean;
  /** Set by the kitchen's "closed for today": closed until then (the next midnight in India). */
  closedUntil: Date | null;
  /** The weekly hours; a day without a period is closed. */
  openingHours: readonly OpeningPeriod[];
}

/** Open when the admin's switch is on, the kitchen has not closed it for today, and the hours of the week have it open. */
export function isOpenNow(restaurant: OpeningRules, now: Date = new Date()): boolean {
  if (!restaurant.isOpen || isClosedForToday(restaurant.closedUntil, now)) return false;
  return withinHours(restaurant.openingHours, now);
}

/**
 * When a restaurant closed now opens next: null when it is open now, or will not open by itself
 * (the admin's switch is off, or no day has hours). The kitchen's "closed for today" holds until its midnight.
 */
export function nextOpensAt(restaurant: OpeningRules, now: Date = new Date()): Date | null {
  if (!restaurant.isOpen || isOpenNow(restaurant, now)) return null;
  const from = isClosedForToday(restaurant.closedUntil, now) ? restaurant.closedUntil! : now;
  return nextWithinHours(restaurant.openingHours, from);
}

/**
 * Today's (Asia/Kolkata) first opening and last closing, "HH:MM": what the one-pair fields
 * openingTime/closingTime show. Empty strings on a day the restaurant does not open.
 */
export function todaysHours(hours: readonly OpeningPeriod[], now: Date = new Date()): { opens: string; closes: string } {
  const today = WEEKDAYS[kolkataWeekdayIndex(now)];
  let first: OpeningPeriod | null = null;
  let last: OpeningPeriod | null = null;
  let lastEnd = -1;
  for (const period of hours) {
    if (period.day !== today) continue;
    const { start, length } = periodSpan(period);
    if (!first || start < periodSpan(first).start) first = period;
    if (start + length > lastEnd) {
      last = period;
      lastEnd = start + length;
    }
  }
  return first && last ? { opens: toHhMm(first.opens), closes: toHhMm(last.closes) } : { opens: "", closes: "" };
}

/** The same one period on every day: what setting openingTime/closingTime means (docs/architecture.md#opening-hours). */
export const sameHoursEveryDay = (opens: string, closes: string): OpeningPeriod[] =>
  WEEKDAYS.map((day) => ({ day, opens: toHhMm(opens), closes: toHhMm(closes) }));

/** Monday first, then by opening time: the order the API shows the periods in. */
export function sortedPeriods(hours: readonly OpeningPeriod[]): OpeningPeriod[] {
  return [...hours]
    .map((period) => ({ day: period.day, opens: toHhMm(period.opens), closes: toHhMm(period.closes) }))
    .sort((a, b) => periodSpan(a).start - periodSpan(b).start);
}

/** The first two periods of the week that overlap (a period running past midnight included), or null. */
export function overlappingPeriods(hours: readonly OpeningPeriod[]): [OpeningPeriod, OpeningPeriod] | null {
  const sorted = sortedPeriods(hours);
  if (sorted.length < 2) return null;
  for (let i = 0; i < sorted.length; i++) {
    const last = i === sorted.length - 1;
    const next = sorted[last ? 0 : i + 1]!;
    const a = periodSpan(sorted[i]!);
    // The last period of the week is followed by the first one, a week later (Sunday night runs into Monday).
    const gap = periodSpan(next).start + (last ? WEEK_MINUTES : 0) - a.start;
    if (a.length > gap) return [sorted[i]!, next];
  }
  return null;
}
