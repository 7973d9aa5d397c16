import { isRupeeAmount, MAX_CASH_RUPEES, paiseOf, toSentRupees } from "./rupees";

describe("rupee amounts a form sends", () => {
  it("takes 0 to the ceiling with at most two decimals", () => {
    expect([0, 180.5, 0.1 + 0.2, MAX_CASH_RUPEES].map((value) => isRupeeAmount(value, MAX_CASH_RUPEES))).toEqual([true, true, true, true]);
    expect([10.005, -1, MAX_CASH_RUPEES + 0.01, Number.NaN, null, "12"].map((value) => isRupeeAmount(value, MAX_CASH_RUPEES))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("sends what the server's exact rule takes: paise over 100, no float noise", () => {
    expect(toSentRupees(0.1 + 0.2)).toBe(0.3);
    expect(toSentRupees(19.99)).toBe(19.99);
    expect(paiseOf(250.10000000000002)).toBe(25010);
  });
});
