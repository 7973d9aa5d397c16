import { basisPoints, halfUpPaise } from "../../common/money";
import type { BackendTexts } from "../../i18n/en";
import type { Language } from "../../i18n/language";
import { textsIn } from "../../i18n/texts";
import type { TaxCharges } from "../charges/charges";
import type { BillDiscount } from "./bill-discount";
import { billedKm } from "./delivery-fee";

export const BILL_LINE_KINDS = ["ITEMS", "DELIVERY_FEE", "DISCOUNT", "TAX", "TIP"] as const;
export type BillLineKind = (typeof BILL_LINE_KINDS)[number];

/** A text of the catalogues' `bill` section naming a line. */
export type BillLabelKey = Exclude<keyof BackendTexts["bill"], "total">;

/**
 * One line of a bill as computed and as an order keeps it (orders.bill_lines): its label is a
 * catalogue key with its values, put into words in the reader's language when shown.
 */
export interface BillLineSnapshot {
  kind: BillLineKind;
  labelKey: BillLabelKey;
  params: Record<string, string>;
  /** Negative for a discount. */
  amountPaise: number;
}

export interface Bill {
  /** Items, delivery fee, discount, tax, tip, in this order; empty for an empty cart. */
  lines: BillLineSnapshot[];
  /** The sum of the lines: what the customer pays. */
  totalPaise: number;
}

export interface BillInput {
  /** The items' value (offer prices with extras × quantities); 0: an empty cart. */
  itemsPaise: number;
  /** Null: nothing is delivered (a pickup): no DELIVERY_FEE line, and so no tax on one. */
  deliveryFeePaise: number | null;
  /** The distance the fee was worked out on, for its label; null when unknown or not used. */
  distanceKm: number | null;
  discount: BillDiscount | null;
  tipPaise: number;
  tax: TaxCharges;
}

/** Half of a rate, as the CGST and SGST lines print it: 5 → "2.5", 18 → "9". */
const halfRate = (percent: number): string => String(basisPoints(percent) / 200);

/** One half (CGST or SGST) of a rate on an amount, rounded once, half up. */
const halfTaxPaise = (basePaise: number, percent: number): number => halfUpPaise(basePaise * basisPoints(percent), 20000);

/**
 * The one bill (docs/architecture.md#pricing): every cart view, placed order, e-mail, webhook
 * and legacy document shows what this adds up. Pure: the callers bring the fee, the discount
 * and the settings. With a GSTIN and prices excluding tax, GST is charged as an intra-state
 * invoice shows it: CGST and SGST, each half the rate, on the food after the discount and,
 * at the delivery rate, on the delivery fee; four lines, since the two rates differ. Each half
 * is rounded on its own, so an odd paisa never has to be split between them.
 */
export function bill(input: BillInput): Bill {
  if (input.itemsPaise <= 0) return { lines: [], totalPaise: 0 };
  const lines: BillLineSnapshot[] = [{ kind: "ITEMS", labelKey: "items", params: {}, amountPaise: input.itemsPaise }];
  const feePaise = input.deliveryFeePaise ?? 0;
  if (input.deliveryFeePaise !== null) lines.push(deliveryFeeLine(feePaise, input.distanceKm));
  const discountPaise = input.discount ? Math.min(Math.max(0, input.discount.amountPaise), input.itemsPaise) : 0;
  if (input.discount && discountPaise > 0) {
    lines.push({ kind: "DISCOUNT", labelKey: "discount", params: { code: input.discount.code }, amountPaise: -discountPaise });
  }
  const { tax } = input;
  if (tax.gstin !== null && !tax.pricesIncludeTax) {
    const taxed: Array<[number, number, BillLabelKey, BillLabelKey]> = [
      [input.itemsPaise - discountPaise, tax.foodTaxPercent, "cgstFood", "sgstFood"],
      [feePaise, tax.deliveryTaxPercent, "cgstDelivery", "sgstDelivery"],
    ];
    for (const [basePaise, percent, cgst, sgst] of taxed) {
      const half = halfTaxPaise(basePaise, percent);
      if (half === 0) continue;
      const params = { percent: halfRate(percent) };
      lines.push({ kind: "TAX", labelKey: cgst, params, amountPaise: half }, { kind: "TAX", labelKey: sgst, params, amountPaise: half });
    }
  }
  if (input.tipPaise > 0) lines.push({ kind: "TIP", labelKey: "tip", params: {}, amountPaise: input.tipPaise });
  return { lines, totalPaise: lines.reduce((sum, line) => sum + line.amountPaise, 0) };
}

/** The delivery fee's line, labelled with the distance it was worked out on when known. */
function deliveryFeeLine(amountPaise: number, distanceKm: number | null): BillLineSnapshot {
  return distanceKm === null
    ? { kind: "DELIVERY_FEE", labelKey: "deliveryFee", params: {}, amountPaise }
    : { kind: "DELIVERY_FEE", labelKey: "deliveryFeeAt", params: { km: billedKm(distanceKm).toFixed(1) }, amountPaise };
}

/** What a bill's lines of one kind add up to (positive for the discount). */
export const billPaiseOf = (lines: readonly BillLineSnapshot[], kind: BillLineKind): number =>
  Math.abs(lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amountPaise, 0));

/** The line's label in a language. */
export function billLabel(line: Pick<BillLineSnapshot, "labelKey" | "params">, language: Language): string {
  const text = textsIn(language).bill[line.labelKey] as (params: Record<string, string>) => string;
  return text(line.params);
}

/**
 * The GST inside an amount whose price includes it (pricesIncludeTax), for the invoice: each
 * half rounded once, half up, and the taxable value what is left.
 */
export function includedTax(grossPaise: number, percent: number): { taxablePaise: number; cgstPaise: number; sgstPaise: number } {
  const bp = basisPoints(percent);
  const half = halfUpPaise(grossPaise * bp, 2 * (10000 + bp));
  return { taxablePaise: grossPaise - 2 * half, cgstPaise: half, sgstPaise: half };
}
