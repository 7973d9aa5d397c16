import { AppError } from "./errors";

/**
 * The one date rule for every day the API takes: YYYY-MM-DD, a day that exists, from FIRST_DAY to
 * LAST_DAY. Ruchi has no data before 2000 and needs none after 2100; outside them, JavaScript
 * (which reads years 0 to 99 as 1900 to 1999) and PostgreSQL (no year 0) would disagree or fail.
 */
export const FIRST_DAY = "2000-01-01";
export const LAST_DAY = "2100-12-31";

export const DAY_MESSAGE = `Dates must be real days written as YYYY-MM-DD, from ${FIRST_DAY} to ${LAST_DAY}`;

/** Digits 0-9 only (\d without the u flag): no other scripts' digits, signs or spaces. */
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = DAY_PATTERN.exec(value);
  if (!match || value < FIRST_DAY || value > LAST_DAY) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls 2025-02-30 over to March; a rolled-over day is not a real one.
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** India has one zone and no daylight saving: a Kolkata day is a fixed 24 h window at +05:30. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The instant a day (the date rule above) starts in Asia/Kolkata; BAD_USER_INPUT for anything else. */
export function kolkataDayStart(day: string): Date {
  const trimmed = day.trim();
  if (!isCalendarDay(trimmed)) throw new AppError("BAD_USER_INPUT", DAY_MESSAGE);
  return new Date(Date.parse(`${trimmed}T00:00:00Z`) - IST_OFFSET_MS);
}

/** The Asia/Kolkata calendar day of an instant, as YYYY-MM-DD. */
export const kolkataDate = (instant: Date): string => new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
