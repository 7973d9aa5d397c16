import { commissionToSend, isCommissionPercent } from "./commission-value";

describe("a restaurant's own commission in the form", () => {
  it("sends an empty box as null (the default) and a rate with its two decimals", () => {
    expect(commissionToSend(null)).toBeNull();
    expect(commissionToSend(undefined)).toBeNull();
    expect(commissionToSend(12.5)).toBe(12.5);
    expect(commissionToSend(0)).toBe(0);
    expect(commissionToSend(0.1 + 0.2)).toBe(0.3);
  });

  it("refuses what the server would: below 0, above 100, a third decimal", () => {
    expect([0, 15, 99.99, 100].map(isCommissionPercent)).toEqual([true, true, true, true]);
    expect([-0.01, 100.01, 12.345, Number.NaN, "15"].map(isCommissionPercent)).toEqual([false, false, false, false, false]);
    expect(commissionToSend(12.345)).toBeUndefined();
  });
});
