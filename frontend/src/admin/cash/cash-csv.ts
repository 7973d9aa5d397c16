import { csvFile } from "../common/csv-file";

/** The Cash page's day as a CSV file (admin/common/csv-file.ts): one line per rider. */
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

export function cashCsv(rows: readonly CashCsvRow[], headers: CashCsvHeaders): string {
  return csvFile(rows, COLUMNS, headers, AMOUNTS);
}

/** The file's name for a day: ruchi-cash-2025-05-24.csv. */
export function cashCsvFileName(date: string): string {
  return `ruchi-cash-${date}.csv`;
}
