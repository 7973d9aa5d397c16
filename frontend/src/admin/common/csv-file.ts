/**
 * CSV files the admin pages download (RFC 4180): one header line, one line per row, CRLF line
 * ends. Texts are always quoted (a quote inside doubled), so a name with a comma, a quote or a
 * line break stays one field; a text a spreadsheet would run as a formula (=, +, -, @ first) gets
 * a leading apostrophe. Amounts are rupees with two decimals and a dot, without ₹ or grouping, so
 * spreadsheets read them as numbers.
 */

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

/**
 * The file: `columns` in order, headed by `headers` (the reader's language); strings as texts,
 * the `amounts` columns' numbers as rupees, other numbers as whole numbers, null as empty.
 */
export function csvFile<Row extends object>(
  rows: readonly Row[],
  columns: readonly (keyof Row & string)[],
  headers: Record<keyof Row & string, string>,
  amounts: ReadonlySet<keyof Row & string>,
): string {
  const cell = (row: Row, column: keyof Row & string): string => {
    const value = row[column] as string | number | null;
    if (value === null) return "";
    if (typeof value === "string") return csvText(value);
    return amounts.has(column) ? csvAmount(value) : String(Math.trunc(value));
  };
  const lines = [columns.map((column) => csvText(headers[column])).join(",")];
  for (const row of rows) lines.push(columns.map((column) => cell(row, column)).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** Saves the text as a file in the browser (UTF-8 with a byte order mark, so spreadsheets read Telugu names). */
export function downloadCsv(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
