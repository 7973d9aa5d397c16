import { mondayOf, parseStatementId, statementId, statementWeeks, sundayOf } from "./statement-week";

describe("statement weeks", () => {
  it("run Monday to Sunday", () => {
    // 2026-11-27 is a Friday.
    expect(mondayOf("2026-11-27")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2027-01-01")).toBe("2026-12-28");
    expect(sundayOf("2026-11-23")).toBe("2026-11-29");
  });

  it("cover the whole weeks of a period, at most a year of them", () => {
    expect(statementWeeks("2026-11-25", "2026-12-02")).toEqual({ firstMonday: "2026-11-23", lastSunday: "2026-12-06" });
    expect(() => statementWeeks("2026-12-02", "2026-11-25")).toThrow(/end on or after/);
    expect(() => statementWeeks("2025-01-01", "2026-12-31")).toThrow(/at most 53 weeks/);
    expect(() => statementWeeks("2026-02-30", "2026-03-01")).toThrow(/YYYY-MM-DD/);
  });

  it("are named by restaurant and Monday, and only a Monday names one", () => {
    const id = statementId("6f1c1f8e-4d5b-4c1e-9a55-1f0f7a1b2c3d", "2026-11-23");
    expect(parseStatementId(id)).toEqual({ restaurantId: "6f1c1f8e-4d5b-4c1e-9a55-1f0f7a1b2c3d", weekStart: "2026-11-23" });
    expect(parseStatementId("6f1c1f8e-4d5b-4c1e-9a55-1f0f7a1b2c3d/2026-11-24")).toBeNull();
    expect(parseStatementId("nope/2026-11-23")).toBeNull();
  });
});
