import { exampleRiderFee, riderPayValuesToInput } from "./rider-pay-form-values";

describe("riders' pay form", () => {
  const values = { riderBaseFee: 30, riderBaseDistanceKm: 3, riderPerKmFee: 8 };

  it("prices a delivery as the server does: the base fee, then every started kilometre beyond", () => {
    expect(exampleRiderFee(values, 2)).toBe(30);
    expect(exampleRiderFee(values, 5)).toBe(46);
    expect(exampleRiderFee(values, 3.1)).toBe(38);
    expect(exampleRiderFee({ ...values, riderPerKmFee: null }, 5)).toBeNull();
  });

  it("sends the rupees as typed, and an empty box as NaN for the server to refuse", () => {
    expect(riderPayValuesToInput({ riderBaseFee: 30.5, riderBaseDistanceKm: 2.5, riderPerKmFee: 8 })).toEqual({
      riderBaseFee: 30.5,
      riderBaseDistanceKm: 2.5,
      riderPerKmFee: 8,
    });
    expect(riderPayValuesToInput({ ...values, riderBaseFee: null }).riderBaseFee).toBeNaN();
  });
});
