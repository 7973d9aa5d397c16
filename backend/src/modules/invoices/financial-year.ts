import { kolkataDate } from "../../common/calendar-day";

/**
 * The Indian financial year of a moment, as invoices print it: 1 April to 31 March, by the
 * Asia/Kolkata calendar ("2026-27" from 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST).
 */
export function financialYearOf(moment: Date): string {
  const day = kolkataDate(moment);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}
