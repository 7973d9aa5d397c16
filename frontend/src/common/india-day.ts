/** India's offset from UTC: +05:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The calendar day in Asia/Kolkata at `now`, written YYYY-MM-DD: the day the server's cash
 * figures and the dashboard count by, whatever the device's own time zone.
 */
export function indiaDay(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` before an India day (YYYY-MM-DD), by the calendar. */
export function indiaDayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}
