/**
 * The dashboard's money week: Monday to today, India's calendar, as the restaurants' statements
 * count weeks (docs/money.md).
 */
export function moneyWeek(today: string): { from: string; to: string } {
  const day = Date.parse(`${today}T00:00:00Z`) / 86_400_000;
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counted from Monday.
  const monday = new Date((day - ((day + 3) % 7)) * 86_400_000).toISOString().slice(0, 10);
  return { from: monday, to: today };
}
