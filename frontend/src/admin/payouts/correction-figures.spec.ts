import { isCorrectionAmount, signedCorrection } from "./correction-figures";

describe("a correction's amount", () => {
  it("is sent signed: added to the payable positive, taken from it negative, in whole paise", () => {
    expect(signedCorrection("ADD", 25.5)).toBe(25.5);
    expect(signedCorrection("TAKE", 25.5)).toBe(-25.5);
    expect(signedCorrection("ADD", 0.1 + 0.2)).toBe(0.3);
    expect(signedCorrection("TAKE", 0.1 + 0.2)).toBe(-0.3);
  });

  it("is more than ₹0, at most ₹10,00,000, with at most two decimals", () => {
    expect([0.01, 1, 99.99, 1_000_000].map(isCorrectionAmount)).toEqual([true, true, true, true]);
    expect([0, -1, 1.005, 1_000_000.01, Number.NaN, null, "12"].map(isCorrectionAmount)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
