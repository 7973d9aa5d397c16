import { billPaiseOf, includedTax, type BillLineSnapshot } from "../cart/bill";
import type { ChosenOptionSnapshot } from "../cart/chosen-option";
import type { Invoice } from "./invoice.entity";

export type InvoiceTaxName = "CGST" | "SGST";
export type InvoiceSupply = "FOOD" | "DELIVERY";

export interface InvoiceTaxFigure {
  tax: InvoiceTaxName;
  supply: InvoiceSupply;
  /** The half rate, in percent (2.5 of 5%). */
  ratePercent: number;
  amountPaise: number;
}

export interface InvoiceLineFigure {
  name: string;
  options: string[];
  quantity: number;
  unitPricePaise: number;
  /** quantity × unit price, before the discount. */
  valuePaise: number;
}

/** What an invoice prints, in paise: the order's own bill, never priced again. */
export interface InvoiceFigures {
  lines: InvoiceLineFigure[];
  itemsPaise: number;
  discountPaise: number;
  deliveryFeePaise: number;
  /** The food after the discount and the delivery fee, tax left out. */
  taxableFoodPaise: number;
  taxableDeliveryPaise: number;
  taxablePaise: number;
  taxes: InvoiceTaxFigure[];
  taxPaise: number;
  /** Taxable value + tax: the invoice's value, the tip left out. */
  invoiceValuePaise: number;
  /** The rider's tip: collected with the order, outside the invoice's taxable value. */
  tipPaise: number;
  /** What the customer paid: the invoice's value and the tip (Order.total). */
  totalPaise: number;
}

export interface InvoiceOrderLine {
  name: string;
  chosenOptions: ChosenOptionSnapshot[];
  quantity: number;
  unitPricePaise: number;
}

const TAX_LINE_KEYS: Record<string, [InvoiceTaxName, InvoiceSupply]> = {
  cgstFood: ["CGST", "FOOD"],
  sgstFood: ["SGST", "FOOD"],
  cgstDelivery: ["CGST", "DELIVERY"],
  sgstDelivery: ["SGST", "DELIVERY"],
};

/** The TAX lines the customer was charged, as placed (cart/bill.ts). */
function chargedTaxes(billLines: readonly BillLineSnapshot[]): InvoiceTaxFigure[] {
  return billLines
    .filter((line) => line.kind === "TAX")
    .map((line) => {
      const [tax, supply] = TAX_LINE_KEYS[line.labelKey] ?? ["CGST", "FOOD"];
      return { tax, supply, ratePercent: Number(line.params.percent), amountPaise: line.amountPaise };
    });
}

/** The GST inside prices that included it (no TAX lines were charged): CGST and SGST halves of each supply. */
function includedTaxes(supplies: Array<[InvoiceSupply, number, number]>): InvoiceTaxFigure[] {
  const taxes: InvoiceTaxFigure[] = [];
  for (const [supply, grossPaise, bp] of supplies) {
    const { cgstPaise, sgstPaise } = includedTax(grossPaise, bp / 100);
    if (cgstPaise === 0) continue;
    const ratePercent = bp / 200;
    taxes.push({ tax: "CGST", supply, ratePercent, amountPaise: cgstPaise }, { tax: "SGST", supply, ratePercent, amountPaise: sgstPaise });
  }
  return taxes;
}

const sumOf = (taxes: readonly InvoiceTaxFigure[], supply: InvoiceSupply): number =>
  taxes.filter((tax) => tax.supply === supply).reduce((sum, tax) => sum + tax.amountPaise, 0);

/**
 * The figures of an invoice from the order's bill as placed (docs/architecture.md#invoices). The
 * tax is the bill's TAX lines, so the invoice shows exactly what the customer paid; a tax invoice
 * of prices that included the tax (no TAX lines) shows the tax inside them, taken out with the
 * bill's own rounding (cart/bill.ts includedTax). A bill of supply adds no tax of its own.
 */
export function invoiceFigures(
  invoice: Pick<Invoice, "kind" | "pricesIncludeTax" | "foodTaxBasisPoints" | "deliveryTaxBasisPoints">,
  billLines: readonly BillLineSnapshot[],
  orderLines: readonly InvoiceOrderLine[],
): InvoiceFigures {
  const itemsPaise = billPaiseOf(billLines, "ITEMS");
  const discountPaise = billPaiseOf(billLines, "DISCOUNT");
  const deliveryFeePaise = billPaiseOf(billLines, "DELIVERY_FEE");
  const tipPaise = billPaiseOf(billLines, "TIP");
  const foodPaise = itemsPaise - discountPaise;
  let taxes = chargedTaxes(billLines);
  let taxIncluded = false;
  if (taxes.length === 0 && invoice.kind === "TAX_INVOICE" && invoice.pricesIncludeTax) {
    taxes = includedTaxes([
      ["FOOD", foodPaise, invoice.foodTaxBasisPoints],
      ["DELIVERY", deliveryFeePaise, invoice.deliveryTaxBasisPoints],
    ]);
    taxIncluded = true;
  }
  const taxableFoodPaise = taxIncluded ? foodPaise - sumOf(taxes, "FOOD") : foodPaise;
  const taxableDeliveryPaise = taxIncluded ? deliveryFeePaise - sumOf(taxes, "DELIVERY") : deliveryFeePaise;
  const taxPaise = taxes.reduce((sum, tax) => sum + tax.amountPaise, 0);
  const taxablePaise = taxableFoodPaise + taxableDeliveryPaise;
  return {
    lines: orderLines.map((line) => ({
      name: line.name,
      options: line.chosenOptions.map((option) => option.name),
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      valuePaise: line.unitPricePaise * line.quantity,
    })),
    itemsPaise,
    discountPaise,
    deliveryFeePaise,
    taxableFoodPaise,
    taxableDeliveryPaise,
    taxablePaise,
    taxes,
    taxPaise,
    invoiceValuePaise: taxablePaise + taxPaise,
    tipPaise,
    totalPaise: billLines.reduce((sum, line) => sum + line.amountPaise, 0),
  };
}
