import { DEFAULT_TAX_CHARGES, type TaxCharges } from "../charges/charges";
import { bill } from "../cart/bill";
import { invoiceFigures } from "./invoice-figures";

const GST = { ...DEFAULT_TAX_CHARGES, gstin: "37AABCU9603R1ZM" };
const LINES = [
  {
    name: "Odd Curry",
    chosenOptions: [{ id: "x", name: "Full", groupName: "Portion", extraPricePaise: 0 }],
    quantity: 1,
    unitPricePaise: 12345,
  },
];
const snapshot = (kind: "TAX_INVOICE" | "BILL_OF_SUPPLY", pricesIncludeTax: boolean) => ({
  kind,
  pricesIncludeTax,
  foodTaxBasisPoints: 500,
  deliveryTaxBasisPoints: 1800,
});

/** ₹105 of food and ₹30 delivery, nothing off, no tip. */
const foodAt105 = (tax: TaxCharges) =>
  bill({ itemsPaise: 10500, deliveryFeePaise: 3000, distanceKm: null, discount: null, tipPaise: 0, tax });

describe("invoiceFigures", () => {
  it("takes CGST and SGST from the bill's TAX lines, the tip outside the invoice's value", () => {
    const placed = bill({
      itemsPaise: 12345,
      deliveryFeePaise: 3000,
      distanceKm: null,
      discount: { code: "TEN", amountPaise: 1000, borneBy: "service" },
      tipPaise: 2000,
      tax: GST,
    });
    const figures = invoiceFigures(snapshot("TAX_INVOICE", false), placed.lines, LINES);
    const taxLines = placed.lines.filter((line) => line.kind === "TAX").map((line) => line.amountPaise);
    expect(figures.taxes.map((tax) => tax.amountPaise)).toEqual(taxLines);
    expect(figures.taxes.map((tax) => `${tax.tax} ${tax.supply} ${tax.ratePercent}`)).toEqual([
      "CGST FOOD 2.5",
      "SGST FOOD 2.5",
      "CGST DELIVERY 9",
      "SGST DELIVERY 9",
    ]);
    expect(figures.taxableFoodPaise).toBe(11345);
    expect(figures.taxablePaise).toBe(14345);
    expect(figures.invoiceValuePaise + figures.tipPaise).toBe(placed.totalPaise);
    expect(figures.totalPaise).toBe(placed.totalPaise);
    expect(figures.lines).toEqual([{ name: "Odd Curry", options: ["Full"], quantity: 1, unitPricePaise: 12345, valuePaise: 12345 }]);
  });

  it("shows the tax inside prices that include it, the total unchanged", () => {
    const placed = foodAt105({ ...GST, pricesIncludeTax: true });
    const figures = invoiceFigures(snapshot("TAX_INVOICE", true), placed.lines, LINES);
    // ₹105 with 5% inside: ₹100 taxable, ₹2.50 + ₹2.50.
    expect(figures.taxableFoodPaise).toBe(10000);
    expect(figures.taxes.slice(0, 2).map((tax) => tax.amountPaise)).toEqual([250, 250]);
    expect(figures.invoiceValuePaise).toBe(13500);
    expect(figures.totalPaise).toBe(13500);
  });

  it("adds no tax to a bill of supply", () => {
    const placed = foodAt105(DEFAULT_TAX_CHARGES);
    const figures = invoiceFigures(snapshot("BILL_OF_SUPPLY", true), placed.lines, LINES);
    expect(figures.taxes).toEqual([]);
    expect(figures.taxablePaise).toBe(13500);
  });
});
