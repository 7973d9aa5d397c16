import type { Language } from "./language";

const IST = "Asia/Kolkata";

/**
 * A moment's time of day in India as a person reads it, as the web app writes it: "1:00 pm" in
 * English (lower case), the part of the day first in Telugu ("మధ్యాహ్నం 1:00").
 */
export function timeOfDayText(at: Date, language: Language): string {
  if (language === "te") {
    const parts = new Intl.DateTimeFormat("te-IN", {
      timeZone: IST,
      numberingSystem: "latn",
      hour: "numeric",
      minute: "2-digit",
      dayPeriod: "short",
    }).formatToParts(at);
    const period = parts.find((part) => part.type === "dayPeriod")?.value;
    const clock = parts
      .filter((part) => part.type !== "dayPeriod")
      .map((part) => part.value)
      .join("")
      .trim();
    return period ? `${period} ${clock}` : clock;
  }
  return at.toLocaleTimeString("en-IN", { timeZone: IST, hour: "numeric", minute: "2-digit", hour12: true }).toLowerCase();
}

/** A wall-clock time of India ("18:00", as hours and menus keep them) in words: "6:00 pm"; anything else as given. */
export function wallClockText(hhmm: string, language: Language): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  // Any day will do: India has no daylight saving, so 18:00 there is 12:30 UTC every day.
  return timeOfDayText(new Date(Date.UTC(2026, 0, 1, Number(match[1]), Number(match[2])) - 330 * 60_000), language);
}
