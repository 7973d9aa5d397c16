import { A4_PAGE_RULE, type RollPaper } from "../../print/roll-page";

/**
 * The invoice's paper: an A4 sheet by default, or the 80 mm receipt roll of a counter's printer
 * (the kitchen ticket's width). The print page rule comes with the invoice, for the paper chosen.
 */
export const INVOICE_PAPERS = ["a4", "80"] as const;

export type InvoicePaper = (typeof INVOICE_PAPERS)[number];

/** A ?paper= value as a paper: anything but "80" is A4. */
export const parseInvoicePaper = (value: string | null): InvoicePaper => (value === "80" ? "80" : "a4");

/** The print page: A4 with margins, or the 80 mm roll (as long as the invoice, without margins: common/print/roll-page.tsx). */
export const invoicePage = (paper: InvoicePaper): string | RollPaper => (paper === "80" ? { rollWidthMm: 80 } : A4_PAGE_RULE);

/** A tax line's catalogue key and values: "CGST 2.5% on food". */
export function taxLineText(tax: { tax: string; supply: string; ratePercent: number }): {
  key: "invoice.taxOnFood" | "invoice.taxOnDelivery";
  values: { tax: string; rate: string };
} {
  return {
    key: tax.supply === "DELIVERY" ? "invoice.taxOnDelivery" : "invoice.taxOnFood",
    // 2.5 stays "2.5", 9 stays "9": the rate as the bill's own lines print it.
    values: { tax: tax.tax, rate: String(Number(tax.ratePercent.toFixed(2))) },
  };
}
