import { csvFile, type CsvCell } from "../../common/csv";
import type { LedgerExportRow } from "./ledger-export-sql";

/** The accountant's file's columns (docs/money.md), in English: an accountant's tool reads them. */
export const LEDGER_CSV_HEADERS = [
  "Entry",
  "Time (India)",
  "Account",
  "Kind",
  "Amount (₹)",
  "Method",
  "Order",
  "Restaurant id",
  "Restaurant",
  "Rider id",
  "Rider",
  "Reason",
] as const;

const text = (value: string | null): CsvCell => (value === null ? null : { text: value });

/** The entries as the CSV file the accountant downloads: one line each, amounts signed as the ledger keeps them. */
export function ledgerCsv(rows: readonly LedgerExportRow[]): string {
  return csvFile(
    LEDGER_CSV_HEADERS,
    rows.map((row) => [
      Number(row.id),
      { text: row.at },
      { text: row.account },
      { text: row.kind },
      { paise: row.amountPaise },
      text(row.method),
      text(row.orderId),
      text(row.restaurantId),
      text(row.restaurantName),
      text(row.riderId),
      text(row.riderName),
      text(row.note),
    ]),
  );
}

/** The file's name for a period: ruchi-ledger-2026-11-01-to-2026-11-30.csv. */
export const ledgerCsvFileName = (from: string, to: string): string => `ruchi-ledger-${from}-to-${to}.csv`;
