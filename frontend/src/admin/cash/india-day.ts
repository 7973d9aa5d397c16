/** India's offset from UTC: +05:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The calendar day in Asia/Kolkata at `now`, written YYYY-MM-DD: the day the server's cash
 * figures and the dashboard count by, whatever the device's own time zone.
 */
export function indiaDay(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}
