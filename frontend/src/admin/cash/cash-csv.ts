/**
 * The Cash page's day as a CSV file (RFC 4180): one header line, one line per rider, CRLF line
 * ends. Texts are always quoted (a quote inside doubled), so a name with a comma, a quote or a
 * line break stays one field; a text a spreadsheet would run as a formula (=, +, -, @ first) gets
 * a leading apostrophe. Amounts are rupees with two decimals and a dot, without ₹ or grouping, so
 * spreadsheets read them as numbers.
 */
export interface CashCsvRow {
  date: string;
  riderName: string;
  riderPhone: string | null;
  deliveries: number;
  failedDeliveries: number;
  /** What the day's deliveries owe the office: their totals less the tips. */
  expectedCash: number;
  /** The customers' tips on them: collected with the orders, kept by the rider. */
  tips: number;
  /** Collected at the door, tips included. */
  collected: number;
  handedOver: number;
  difference: number;
  cashInHand: number;
}

/** The header line's texts, in the reader's language (the catalogue's column names). */
export type CashCsvHeaders = Record<keyof CashCsvRow, string>;

const COLUMNS: (keyof CashCsvRow)[] = [
  "date",
  "riderName",
  "riderPhone",
  "deliveries",
  "failedDeliveries",
  "expectedCash",
  "tips",
  "collected",
  "handedOver",
  "difference",
  "cashInHand",
];
const AMOUNTS = new Set<keyof CashCsvRow>(["expectedCash", "tips", "collected", "handedOver", "difference", "cashInHand"]);

/** A text field: quoted, quotes doubled, a would-be formula defused. */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rupees with two decimals, rounded to whole paise half away from zero: 12.5 -> "12.50", -0.004 -> "0.00". */
export function csvAmount(rupees: number): string {
  if (!Number.isFinite(rupees)) return "";
  const paise = Math.round(Number((Math.abs(rupees) * 100).toFixed(6)));
  const sign = rupees < 0 && paise > 0 ? "-" : "";
  return `${sign}${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

function cell(row: CashCsvRow, column: keyof CashCsvRow): string {
  const value = row[column];
  if (value === null) return "";
  if (typeof value === "string") return csvText(value);
  return AMOUNTS.has(column) ? csvAmount(value) : String(Math.trunc(value));
}

export function cashCsv(rows: readonly CashCsvRow[], headers: CashCsvHeaders): string {
  const lines = [COLUMNS.map((column) => csvText(headers[column])).join(",")];
  for (const row of rows) lines.push(COLUMNS.map((column) => cell(row, column)).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** The file's name for a day: ruchi-cash-2025-05-24.csv. */
export function cashCsvFileName(date: string): string {
  return `ruchi-cash-${date}.csv`;
}
