/**
 * The one place money and dates become text. Amounts are rupees (the API sends them with two
 * decimals, as a number or a decimal string); dates are shown in India's time zone.
 */

const INDIA_TIME_ZONE = "Asia/Kolkata";

/**
 * Indian digit grouping, by hand: the last three digits, then pairs ("1234567" -> "12,34,567").
 * Not Intl.NumberFormat: building the first one loads the locale's ICU data, one of the longest
 * pieces of work when a shop page first shows prices on a slow phone.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/** 1234.5 -> "₹1,234.50" (Indian digit grouping: 123456 -> "₹1,23,456.00"). */
export function formatRupees(amount: number | string): string {
  const value = typeof amount === "string" ? Number(amount.trim() || Number.NaN) : amount;
  if (!Number.isFinite(value)) return "–";
  // Whole paise, half away from zero on the decimal value people see (1.005 -> ₹1.01), never "-₹0.00".
  const paise = Math.round(Number((Math.abs(value) * 100).toFixed(6)));
  const sign = value < 0 && paise > 0 ? "-" : "";
  return `${sign}₹${groupIndian(String(Math.floor(paise / 100)))}.${String(paise % 100).padStart(2, "0")}`;
}

// Date formats are built on first use: pages that show no dates (home, listing, menus) never
// pay for the locale data.
let dateOnly: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;

const dateOnlyFormat = () =>
  (dateOnly ??= new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: INDIA_TIME_ZONE }));

const dateTimeFormat = () =>
  (dateTime ??= new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone: INDIA_TIME_ZONE,
  }));

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2025-05-24T10:00:00Z" -> "24 May 2025" (the date in India). */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? dateOnlyFormat().format(date) : "–";
}

/** "2025-05-24T10:00:00Z" -> "24 May 2025, 3:30 pm" (India time). */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? dateTimeFormat().format(date) : "–";
}

/** The short order number customers see: the last 6 characters of the id, upper case. */
export function formatOrderNumber(id: string): string {
  return id.slice(-6).toUpperCase();
}
