import i18next from "i18next";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../i18n/languages";

/**
 * The one place money and dates become text. Amounts are rupees (the API sends them with two
 * decimals, as a number or a decimal string), written the same in every language
 * (₹1,23,456.50); dates are shown in India's time zone, in the app's language.
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

// Date formats are built on first use, once per language: pages that show no dates (home,
// listing, menus) never pay for the locale data, and a switch of language builds the new ones.
interface DateFormats {
  date: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
}

const dateFormats = new Map<Language, DateFormats>();

/**
 * English as India writes it ("24 May 2025", "3:30 pm"); Telugu with its month names written out
 * ("24 మే, 2025"; the short ones are clipped words) and the part of the day in words ("మధ్యాహ్నం
 * 3:30", not "PM"). Both with Western digits, as Ruchi writes numbers everywhere.
 */
function formatsOf(language: Language): DateFormats {
  let formats = dateFormats.get(language);
  if (!formats) {
    const common = { timeZone: INDIA_TIME_ZONE, numberingSystem: "latn" } as const;
    formats =
      language === "te"
        ? {
            date: new Intl.DateTimeFormat("te-IN", { ...common, day: "numeric", month: "long", year: "numeric" }),
            time: new Intl.DateTimeFormat("te-IN", { ...common, hour: "numeric", minute: "2-digit", dayPeriod: "short" }),
          }
        : {
            date: new Intl.DateTimeFormat("en-IN", { ...common, day: "numeric", month: "short", year: "numeric" }),
            time: new Intl.DateTimeFormat("en-IN", { ...common, hour: "numeric", minute: "2-digit", hour12: true }),
          };
    dateFormats.set(language, formats);
  }
  return formats;
}

/** The language dates are written in: the app's (i18next's), English until it has one. */
function dateLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** The clock time; in Telugu the part of the day is said first ("సాయంత్రం 7:00"). */
function clockTime(date: Date, language: Language): string {
  const { time } = formatsOf(language);
  if (language !== "te") return time.format(date);
  const parts = time.formatToParts(date);
  const period = parts.find((part) => part.type === "dayPeriod")?.value;
  const clock = parts
    .filter((part) => part.type !== "dayPeriod")
    .map((part) => part.value)
    .join("")
    .trim();
  return period ? `${period} ${clock}` : clock;
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2025-05-24T10:00:00Z" -> "24 May 2025" / "24 మే, 2025" (the date in India). */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? formatsOf(dateLanguage()).date.format(date) : "–";
}

/** "2025-05-24T10:00:00Z" -> "24 May 2025, 3:30 pm" / "24 మే, 2025, మధ్యాహ్నం 3:30" (India time). */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  if (!date) return "–";
  const language = dateLanguage();
  return `${formatsOf(language).date.format(date)}, ${clockTime(date, language)}`;
}

/**
 * "2025-05-24T14:15:00Z" -> "7:45 pm" / "సాయంత్రం 7:45" (India time): an order's estimated ready
 * time, the kitchen's clock times.
 */
export function formatTime(value: string | Date): string {
  const date = toDate(value);
  return date ? clockTime(date, dateLanguage()) : "–";
}

/** The short order number customers see: the last 6 characters of the id, upper case. */
export function formatOrderNumber(id: string): string {
  return id.slice(-6).toUpperCase();
}
