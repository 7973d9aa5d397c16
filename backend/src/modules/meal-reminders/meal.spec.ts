import { indiaDay, isMeal } from "./meal";

describe("meals", () => {
  it("reads the day in India: 18:30 UTC is already the next day", () => {
    expect(indiaDay(new Date("2026-11-27T18:29:00Z"))).toBe("2026-11-27");
    expect(indiaDay(new Date("2026-11-27T18:30:00Z"))).toBe("2026-11-28");
  });

  it("knows only its three meals", () => {
    expect(["breakfast", "lunch", "dinner", "supper", 1].map(isMeal)).toEqual([true, true, true, false, false]);
  });
});
