import { barPercent, dayOfMonth, niceCeiling, scaleTopOf } from "./chart-scale";

describe("the dashboard chart's scale", () => {
  it("rounds the top up to 1, 2 or 5 times a power of ten", () => {
    expect([0, 1, 2, 3, 7, 10, 11, 19, 21, 49, 51, 99, 101].map(niceCeiling)).toEqual([1, 1, 2, 5, 10, 10, 20, 20, 50, 50, 100, 100, 200]);
    expect(niceCeiling(1234.5)).toBe(2000);
    expect(niceCeiling(5000)).toBe(5000);
    expect(niceCeiling(Number.NaN)).toBe(1);
  });

  it("makes bars proportional, keeps small ones visible and never overflows", () => {
    expect(barPercent(0, 10)).toBe(0);
    expect(barPercent(5, 10)).toBe(50);
    expect(barPercent(1, 1000)).toBe(2);
    expect(barPercent(20, 10)).toBe(100);
    expect(barPercent(3, 0)).toBe(0);
  });

  it("scales a series by its largest value", () => {
    expect(scaleTopOf([])).toBe(1);
    expect(scaleTopOf([0, 0])).toBe(1);
    expect(scaleTopOf([120, 860.5, 30])).toBe(1000);
  });

  it("names a day by its date", () => {
    expect(dayOfMonth("2025-05-04")).toBe("4");
    expect(dayOfMonth("2025-05-24")).toBe("24");
  });
});
