import { earningsPeriod } from "./earnings-period";

describe("earningsPeriod", () => {
  it("counts the week from Monday, India time", () => {
    // Wednesday 2026-11-25, 10:00 in India.
    expect(earningsPeriod(new Date("2026-11-25T04:30:00Z"))).toEqual({ today: "2026-11-25", weekFrom: "2026-11-23" });
    // Monday: the week is today.
    expect(earningsPeriod(new Date("2026-11-23T06:00:00Z"))).toEqual({ today: "2026-11-23", weekFrom: "2026-11-23" });
    // Sunday 23:00 in India is still Sunday, though UTC says 17:30.
    expect(earningsPeriod(new Date("2026-11-29T17:30:00Z"))).toEqual({ today: "2026-11-29", weekFrom: "2026-11-23" });
    // Monday 01:00 in India is Sunday evening in UTC: a new week.
    expect(earningsPeriod(new Date("2026-11-29T19:30:00Z"))).toEqual({ today: "2026-11-30", weekFrom: "2026-11-30" });
  });
});
