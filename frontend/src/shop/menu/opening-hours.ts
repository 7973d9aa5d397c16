import type { WeekdayName } from "../../common/weekdays";

/** The part of the day a clock time falls in: Telugu names five where English says AM or PM. */
export type DayPart = "lateNight" | "morning" | "afternoon" | "evening" | "night";

function dayPart(hours: number): DayPart {
  if (hours < 4) return "lateNight";
  if (hours < 12) return "morning";
  if (hours < 16) return "afternoon";
  if (hours < 19) return "evening";
  return "night";
}

/**
 * Opening hours arrive as "HH:MM" in India's time (24-hour clock); the menu page shows them the
 * way people read them, on a 12-hour clock with the part of the day in the reader's language
 * (`say`, from the catalogue's menu.clock texts): "22:30" -> "10:30 pm" (as every time in the app is written, formatters.ts) / "రాత్రి 10:30".
 * A value that is not a clock time is shown as it came rather than hidden.
 */
export function formatClockTime(value: string, say: (part: DayPart, time: string) => string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match) return value;
  const hours = Number(match[1]);
  const minutes = match[2];
  if (hours > 24 || Number(minutes) > 59) return value;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return say(dayPart(hours % 24), `${hour12}:${minutes}`);
}

/** Equal opening and closing times mean open around the clock (the server's rule). */
export function isOpenAllDay(openingTime: string, closingTime: string): boolean {
  const minutes = (value: string) => {
    const match = /^(\d{1,2}):(\d{2})/.exec(value.trim());
    return match ? (Number(match[1]) * 60 + Number(match[2])) % 1440 : null;
  };
  const open = minutes(openingTime);
  return open !== null && open === minutes(closingTime);
}

const INDIA_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" });
const INDIA_WEEKDAY = new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Kolkata", weekday: "long" });
const DAY_MS = 86_400_000;

/**
 * The day a closed restaurant opens next (`Restaurant.nextOpensAt`), as the menu header says it:
 * "today", "tomorrow" or the weekday, all by the calendar in India, whatever the reader's clock.
 */
export function nextOpeningDay(opensAt: Date, now: Date): "today" | "tomorrow" | WeekdayName {
  const indiaDate = (date: Date) => INDIA_DAY.format(date);
  if (indiaDate(opensAt) === indiaDate(now)) return "today";
  if (indiaDate(opensAt) === indiaDate(new Date(now.getTime() + DAY_MS))) return "tomorrow";
  return INDIA_WEEKDAY.format(opensAt).toUpperCase() as WeekdayName;
}
