import { weightedRating } from "./restaurant-rating";

describe("weightedRating", () => {
  it("is the starting rating until five customers rated", () => {
    expect(weightedRating("4.0", 0, 0)).toBe(4);
    expect(weightedRating("4.0", 4, 4)).toBe(4);
    expect(weightedRating(3.5, 20, 4)).toBe(3.5);
  });

  it("weighs the starting rating as five ratings of its value from the fifth customer on", () => {
    // (5 × 4.0 + 5 × 1) / 10 = 2.5
    expect(weightedRating("4.0", 5, 5)).toBe(2.5);
    // (5 × 4.0 + 50 × 5) / 55 = 4.909… → 4.9
    expect(weightedRating("4.0", 250, 50)).toBe(4.9);
  });

  it("rounds half up on tenths, without floating-point drift", () => {
    // (5 × 4.3 + 4.4 × 10 → 44) / 15 = 65.5 / 15 = 4.3666… → 4.4
    expect(weightedRating("4.3", 44, 10)).toBe(4.4);
    // (5 × 4.5 + 20) / 10 = 4.25 → 4.3
    expect(weightedRating("4.5", 20, 5)).toBe(4.3);
  });
});
