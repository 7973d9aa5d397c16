/**
 * CSV files the server writes (RFC 4180), by the same rules as the admin pages' own files
 * (frontend/src/admin/common/csv-file.ts): one header line, CRLF line ends, every text quoted with
 * its quotes doubled, a text a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage
 * return first) defused with a leading apostrophe, amounts in rupees with two decimals from whole
 * paise, without ₹ or grouping.
 */

/** A text field: quoted, quotes doubled, a would-be formula defused. */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Whole paise as rupees with two decimals: -250 -> "-2.50". */
export function csvPaise(paise: number): string {
  const whole = Math.abs(Math.trunc(paise));
  return `${paise < 0 && whole > 0 ? "-" : ""}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

/** What a cell holds: a text (quoted), paise (an amount), a whole number, or nothing. */
export type CsvCell = { text: string } | { paise: number } | number | null;

const cell = (value: CsvCell): string => {
  if (value === null) return "";
  if (typeof value === "number") return String(Math.trunc(value));
  return "text" in value ? csvText(value.text) : csvPaise(value.paise);
};

/** The file: a header line, then one line per row, each the cells in the headers' order. */
export function csvFile(headers: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [headers.map(csvText).join(",")];
  for (const row of rows) lines.push(row.map(cell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
