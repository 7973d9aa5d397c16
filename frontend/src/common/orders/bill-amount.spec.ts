import { billAmountText } from "./bill-amount";

describe("billAmountText", () => {
  it("writes a discount with a minus sign, whichever sign the amount has", () => {
    expect(billAmountText("DISCOUNT", -60)).toBe("\u2212₹60.00");
    expect(billAmountText("DISCOUNT", 60)).toBe("\u2212₹60.00");
  });

  it("writes a zero discount without a sign", () => {
    expect(billAmountText("DISCOUNT", 0)).toBe("₹0.00");
  });

  it("writes items, fees, taxes and tips as formatRupees does", () => {
    expect(billAmountText("ITEMS", 1234.5)).toBe("₹1,234.50");
    expect(billAmountText("TAX", 0.01)).toBe("₹0.01");
    expect(billAmountText("TIP", 20)).toBe("₹20.00");
  });
});
