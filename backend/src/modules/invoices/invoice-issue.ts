import type { EntityManager } from "typeorm";
import { basisPoints } from "../../common/money";
import type { TaxCharges } from "../charges/charges";
import { financialYearOf } from "./financial-year";
import { INVOICE_SERIES, invoiceNumber } from "./invoice-series";
import { Invoice } from "./invoice.entity";

/**
 * Issues the invoice of an order being delivered, inside the delivery's transaction (`tx`), at
 * `moment` (whose Asia/Kolkata date picks the financial year). The counter's row is taken with one
 * upsert that increments it: it stays locked until the transaction ends, so concurrent deliveries
 * take the numbers one after the other, and a transaction that rolls back gives its number back
 * (docs/architecture.md#invoices). An order that already has one keeps it (never reissued).
 */
export async function issueInvoice(tx: EntityManager, orderId: string, moment: Date, tax: TaxCharges): Promise<Invoice> {
  const invoices = tx.getRepository(Invoice);
  const existing = await invoices.findOneBy({ orderId });
  if (existing) return existing;
  const kind = tax.gstin === null ? "BILL_OF_SUPPLY" : "TAX_INVOICE";
  const series = INVOICE_SERIES[kind];
  const financialYear = financialYearOf(moment);
  const [{ last }] = (await tx.query(
    `INSERT INTO "invoice_counters" ("series", "financial_year", "last") VALUES ($1, $2, 1)
     ON CONFLICT ("series", "financial_year") DO UPDATE SET "last" = "invoice_counters"."last" + 1
     RETURNING "last"`,
    [series, financialYear],
  )) as Array<{ last: number }>;
  const invoice = invoices.create({
    orderId,
    kind,
    series,
    financialYear,
    sequence: last,
    number: invoiceNumber(series, financialYear, last),
    issuedAt: moment,
    sellerGstin: tax.gstin,
    sellerLegalName: tax.legalName,
    sellerAddress: tax.address,
    foodTaxBasisPoints: basisPoints(tax.foodTaxPercent),
    deliveryTaxBasisPoints: basisPoints(tax.deliveryTaxPercent),
    pricesIncludeTax: tax.pricesIncludeTax,
  });
  await invoices.insert(invoice);
  return invoice;
}
