import { AppError } from "../../common/errors";
import { DAY_MESSAGE, isCalendarDay } from "../../common/calendar-day";

/** The longest span one statements query covers: a year of weeks. */
export const MAX_STATEMENT_WEEKS = 53;

const DAY_MS = 86_400_000;

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number): string => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The Monday of a day's week (weeks run Monday to Sunday, India's calendar). */
export function mondayOf(day: string): string {
  const number = dayNumber(day);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counted from Monday.
  return dayOf(number - ((number + 3) % 7));
}

export const sundayOf = (monday: string): string => dayOf(dayNumber(monday) + 6);
export const dayAfter = (day: string): string => dayOf(dayNumber(day) + 1);

/** The Mondays of the weeks that meet [from, to]; BAD_USER_INPUT for a reversed or longer than a year span. */
export function statementWeeks(from: string, to: string): { firstMonday: string; lastSunday: string } {
  if (!isCalendarDay(from) || !isCalendarDay(to)) throw new AppError("BAD_USER_INPUT", DAY_MESSAGE);
  if (to < from) throw new AppError("BAD_USER_INPUT", "The period must end on or after its first day");
  const firstMonday = mondayOf(from);
  const lastSunday = sundayOf(mondayOf(to));
  if ((dayNumber(lastSunday) + 1 - dayNumber(firstMonday)) / 7 > MAX_STATEMENT_WEEKS)
    throw new AppError("BAD_USER_INPUT", `Ask for at most ${MAX_STATEMENT_WEEKS} weeks at a time`);
  return { firstMonday, lastSunday };
}

/** A statement's id: its restaurant and the Monday its week starts. */
export const statementId = (restaurantId: string, weekStart: string): string => `${restaurantId}/${weekStart}`;

export function parseStatementId(id: string): { restaurantId: string; weekStart: string } | null {
  const match = /^([0-9a-f-]{36})\/(\d{4}-\d{2}-\d{2})$/i.exec(id);
  if (!match || !isCalendarDay(match[2]) || mondayOf(match[2]) !== match[2]) return null;
  return { restaurantId: match[1].toLowerCase(), weekStart: match[2] };
}
