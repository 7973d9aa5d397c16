import { csvFile } from "../common/csv-file";

/** One statement as the Payouts page's CSV writes it (rupees; days YYYY-MM-DD). */
export interface PayoutCsvRow {
  restaurant: string;
  weekStart: string;
  weekEnd: string;
  ordersDelivered: number;
  foodValue: number;
  restaurantDiscounts: number;
  commission: number;
  commissionTax: number;
  corrections: number;
  collectedAtCounter: number;
  payable: number;
  paidOn: string | null;
  paidReference: string | null;
}

export const PAYOUT_CSV_COLUMNS: readonly (keyof PayoutCsvRow)[] = [
  "restaurant",
  "weekStart",
  "weekEnd",
  "ordersDelivered",
  "foodValue",
  "restaurantDiscounts",
  "commission",
  "commissionTax",
  "corrections",
  "collectedAtCounter",
  "payable",
  "paidOn",
  "paidReference",
];
const AMOUNTS = new Set<keyof PayoutCsvRow>([
  "foodValue",
  "restaurantDiscounts",
  "commission",
  "commissionTax",
  "corrections",
  "collectedAtCounter",
  "payable",
]);

/** The Payouts page's statements as a CSV file for the accountant (admin/common/csv-file.ts). */
export function payoutsCsv(rows: readonly PayoutCsvRow[], headers: Record<keyof PayoutCsvRow, string>): string {
  return csvFile(rows, PAYOUT_CSV_COLUMNS, headers, AMOUNTS);
}

/** The file's name for a period: ruchi-payouts-2026-09-07-to-2026-11-29.csv. */
export function payoutsCsvFileName(period: { from: string; to: string }): string {
  return `ruchi-payouts-${period.from}-to-${period.to}.csv`;
}
