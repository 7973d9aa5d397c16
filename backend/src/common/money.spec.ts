import { basisPoints, halfUpPaise, MAX_RUPEES, rupeesToPaise, wholePaise } from "./money";

describe("wholePaise: the money rule's judge of two decimals", () => {
  it("reads rupees with at most two decimals as whole paise, binary fractions included", () => {
    expect([0, 1, 150, 110.11, 0.29, 1.15, 4.35, 0.3, 19.99, 99_999.99, MAX_RUPEES].map(wholePaise)).toEqual([
      0, 100, 15000, 11011, 29, 115, 435, 30, 1999, 9_999_999, 100_000_000,
    ]);
  });

  it("reads -0 as 0, never as -0", () => {
    expect(Object.is(wholePaise(-0), 0)).toBe(true);
  });

  it("refuses a fraction of a paisa however the number is written, without reading its text", () => {
    // 1e-7's text has no ".": class-validator's maxDecimalPlaces split it and crashed.
    for (const rupees of [1e-7, 5e-324, -5e-324, 1e-9, 0.001, 0.005, 1.005, 0.125, 12.345, 99_999.999, 0.1 + 0.2]) {
      expect([rupees, wholePaise(rupees)]).toEqual([rupees, null]);
    }
  });

  it("refuses what is not a finite number", () => {
    for (const value of [Number.NaN, Infinity, -Infinity, 1e308 * 10, "12", "1e-7", null, undefined, {}])
      expect(wholePaise(value)).toBeNull();
  });

  it("agrees with rupeesToPaise on every amount it takes", () => {
    for (let paise = 0; paise <= 200_000; paise += 7) expect(wholePaise(paise / 100)).toBe(rupeesToPaise(paise / 100));
    for (let paise = 0; paise <= MAX_RUPEES * 100; paise += 9_973) expect(wholePaise(Number((paise / 100).toFixed(2)))).toBe(paise);
  });
});

describe("halfUpPaise", () => {
  it("rounds a share of paise to the nearest paisa, halves up, in integers", () => {
    expect(halfUpPaise(1, 2)).toBe(1);
    expect(halfUpPaise(49, 100)).toBe(0);
    expect(halfUpPaise(50, 100)).toBe(1);
    // 2.5% of ₹123.45: 308.625 paise.
    expect(halfUpPaise(12345 * 250, 10000)).toBe(309);
    expect(halfUpPaise(0, 7)).toBe(0);
    expect(basisPoints(2.5)).toBe(250);
    expect(basisPoints(0.07)).toBe(7);
  });
});
