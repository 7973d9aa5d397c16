import { moneyWeek } from "./money-week";

describe("the dashboard's money week", () => {
  it("runs from the Monday of today's week to today", () => {
    // 2026-11-23 is a Monday, 2026-11-29 a Sunday.
    expect(moneyWeek("2026-11-23")).toEqual({ from: "2026-11-23", to: "2026-11-23" });
    expect(moneyWeek("2026-11-28")).toEqual({ from: "2026-11-23", to: "2026-11-28" });
    expect(moneyWeek("2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    // Across a year's end.
    expect(moneyWeek("2027-01-02")).toEqual({ from: "2026-12-28", to: "2027-01-02" });
  });
});
