/**
 * Which document a delivered order gets (docs/architecture.md#invoices): a tax invoice when the
 * seller had a GSTIN at the delivery, else a bill of supply. Each kind has its own series, each
 * gap-free within a financial year (Indian rules allow separate series for separate documents).
 */
export type InvoiceKind = "TAX_INVOICE" | "BILL_OF_SUPPLY";

export const INVOICE_SERIES = { TAX_INVOICE: "RUC", BILL_OF_SUPPLY: "RUC-BOS" } as const satisfies Record<InvoiceKind, string>;
export type InvoiceSeries = (typeof INVOICE_SERIES)[InvoiceKind];

/** The number as printed: series, financial year, six digits ("RUC/2026-27/000123"); more digits past 999999. */
export const invoiceNumber = (series: InvoiceSeries, financialYear: string, sequence: number): string =>
  `${series}/${financialYear}/${String(sequence).padStart(6, "0")}`;
