import { DEFAULT_TAX_CHARGES, type TaxCharges } from "../charges/charges";
import { bill, billLabel, billPaiseOf, includedTax, type BillInput } from "./bill";

const GST: TaxCharges = { ...DEFAULT_TAX_CHARGES, gstin: "37AABCU9603R1ZM" };
const input = (overrides: Partial<BillInput> = {}): BillInput => ({
  itemsPaise: 20000,
  deliveryFeePaise: 3000,
  distanceKm: null,
  discount: null,
  tipPaise: 0,
  tax: DEFAULT_TAX_CHARGES,
  ...overrides,
});
const amounts = (lines: ReturnType<typeof bill>["lines"]) => lines.map((line) => [line.kind, billLabel(line, "en"), line.amountPaise]);

describe("the bill", () => {
  it("is items and the delivery fee without a GSTIN, discount or tip (a bill of supply)", () => {
    const priced = bill(input());
    expect(amounts(priced.lines)).toEqual([
      ["ITEMS", "Items total", 20000],
      ["DELIVERY_FEE", "Delivery fee", 3000],
    ]);
    expect(priced.totalPaise).toBe(23000);
  });

  it("has no lines and a zero total for an empty cart, whatever the settings", () => {
    expect(bill(input({ itemsPaise: 0, tipPaise: 2000, tax: GST }))).toEqual({ lines: [], totalPaise: 0 });
  });

  it("orders items, fee, discount, CGST/SGST on food and on delivery, tip, and adds them up", () => {
    const priced = bill(
      input({ distanceKm: 3.24, discount: { code: "FIRST50", amountPaise: 5000, borneBy: "service" }, tipPaise: 2000, tax: GST }),
    );
    expect(amounts(priced.lines)).toEqual([
      ["ITEMS", "Items total", 20000],
      ["DELIVERY_FEE", "Delivery fee (3.2 km)", 3000],
      ["DISCOUNT", "Offer FIRST50", -5000],
      ["TAX", "CGST 2.5% on food", 375],
      ["TAX", "SGST 2.5% on food", 375],
      ["TAX", "CGST 9% on delivery", 270],
      ["TAX", "SGST 9% on delivery", 270],
      ["TIP", "Tip for your rider", 2000],
    ]);
    expect(priced.totalPaise).toBe(20000 + 3000 - 5000 + 375 * 2 + 270 * 2 + 2000);
    expect(billPaiseOf(priced.lines, "TAX")).toBe(1290);
    expect(billPaiseOf(priced.lines, "DISCOUNT")).toBe(5000);
    expect(billLabel(priced.lines[3]!, "te")).toBe("ఆహారంపై CGST 2.5%");
  });

  it("rounds each half once, half up, on awkward amounts", () => {
    // ₹0.01 of food: 2.5% of a paisa is 0.025 paise, nothing; no zero lines are shown.
    expect(bill(input({ itemsPaise: 1, deliveryFeePaise: 0, tax: GST })).lines.map((line) => line.kind)).toEqual(["ITEMS", "DELIVERY_FEE"]);
    // ₹0.20 of food: 2.5% is 0.5 paise, which goes up to 1 paisa in each half.
    const twenty = bill(input({ itemsPaise: 20, deliveryFeePaise: 0, tax: GST }));
    expect(twenty.lines.filter((line) => line.kind === "TAX").map((line) => line.amountPaise)).toEqual([1, 1]);
    // ₹0.19: 0.475 paise, down to none.
    expect(bill(input({ itemsPaise: 19, deliveryFeePaise: 0, tax: GST })).lines.some((line) => line.kind === "TAX")).toBe(false);
    // ₹123.45 at 5%: ₹6.1725 of tax; each half 308.625 paise → 309, so ₹6.18 in all (each line rounded on its own).
    const odd = bill(input({ itemsPaise: 12345, deliveryFeePaise: 0, tax: GST }));
    expect(odd.lines.filter((line) => line.kind === "TAX").map((line) => line.amountPaise)).toEqual([309, 309]);
    expect(odd.totalPaise).toBe(12345 + 618);
    // 18% of ₹30.01 on delivery: 270.09 paise a half → 270.
    const fee = bill(input({ itemsPaise: 10000, deliveryFeePaise: 3001, tax: { ...GST, foodTaxPercent: 0 } }));
    expect(fee.lines.filter((line) => line.kind === "TAX").map((line) => [billLabel(line, "en"), line.amountPaise])).toEqual([
      ["CGST 9% on delivery", 270],
      ["SGST 9% on delivery", 270],
    ]);
  });

  it("taxes the food after the discount, and never takes off more than the items", () => {
    const priced = bill(
      input({ itemsPaise: 4000, deliveryFeePaise: 0, discount: { code: "BIG", amountPaise: 9000, borneBy: "service" }, tax: GST }),
    );
    expect(amounts(priced.lines)).toEqual([
      ["ITEMS", "Items total", 4000],
      ["DELIVERY_FEE", "Delivery fee", 0],
      ["DISCOUNT", "Offer BIG", -4000],
    ]);
    expect(priced.totalPaise).toBe(0);
  });

  it("adds no tax lines when prices include it, and finds the tax inside an amount for the invoice", () => {
    expect(bill(input({ tax: { ...GST, pricesIncludeTax: true } })).lines.some((line) => line.kind === "TAX")).toBe(false);
    // ₹105 with 5% inside: ₹100 taxable, ₹2.50 + ₹2.50.
    expect(includedTax(10500, 5)).toEqual({ taxablePaise: 10000, cgstPaise: 250, sgstPaise: 250 });
    // ₹0.01: nothing to take out.
    expect(includedTax(1, 5)).toEqual({ taxablePaise: 1, cgstPaise: 0, sgstPaise: 0 });
    // ₹99.99 at 18%: 762.63... paise a half → 763; the taxable value is what is left.
    expect(includedTax(9999, 18)).toEqual({ taxablePaise: 9999 - 2 * 763, cgstPaise: 763, sgstPaise: 763 });
  });
});
