import { percentile } from "./load";

describe("the bench's percentiles", () => {
  it("takes the nearest rank: the value below which that share of the responses lie", () => {
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(hundred, 0.95)).toBe(95);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 1)).toBe(100);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([1, 2, 3], 0.95)).toBe(3);
    expect(percentile([], 0.95)).toBe(0);
  });
});
