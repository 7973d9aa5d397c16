import { indiaDay, indiaDayBefore } from "../../common/india-day";

/**
 * Today and this week (Monday to today) in India's calendar, as the server counts a rider's
 * earnings and pays their weeks (docs/money.md#riders-pay), whatever the phone's time zone.
 */
export function earningsPeriod(now: Date = new Date()): { today: string; weekFrom: string } {
  const today = indiaDay(now);
  // getUTCDay of the day's midnight in UTC is its weekday: 0 Sunday … 6 Saturday.
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return { today, weekFrom: indiaDayBefore(today, (weekday + 6) % 7) };
}
