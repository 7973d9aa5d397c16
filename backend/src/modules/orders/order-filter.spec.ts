import { kolkataDate, kolkataDayStart, resolveOrderFilter } from "./order-filter";

describe("order list filters", () => {
  it("reads a day in Asia/Kolkata (+05:30)", () => {
    expect(kolkataDayStart("2025-05-24").toISOString()).toBe("2025-05-23T18:30:00.000Z");
    expect(kolkataDate(new Date("2025-05-23T18:29:59Z"))).toBe("2025-05-23");
    expect(kolkataDate(new Date("2025-05-23T18:30:00Z"))).toBe("2025-05-24");
  });

  it("refuses what is not a real day", () => {
    for (const day of ["2025-02-30", "2025-13-01", "24-05-2025", "yesterday", "2025-5-1", "0000-01-01", "1999-12-31", "2101-01-01"]) {
      expect(() => kolkataDayStart(day)).toThrow("Dates must be real days written as YYYY-MM-DD, from 2000-01-01 to 2100-12-31");
    }
  });

  it("narrows to one day, or to a range of whole days, and combines them", () => {
    const day = resolveOrderFilter({ date: "2025-05-24" });
    expect([day.createdFrom?.toISOString(), day.createdBefore?.toISOString()]).toEqual([
      "2025-05-23T18:30:00.000Z", "2025-05-24T18:30:00.000Z",
    ]);
    const range = resolveOrderFilter({ from: "2025-05-01", to: "2025-05-03" });
    expect([range.createdFrom?.toISOString(), range.createdBefore?.toISOString()]).toEqual([
      "2025-04-30T18:30:00.000Z", "2025-05-03T18:30:00.000Z",
    ]);
    const both = resolveOrderFilter({ date: "2025-05-02", from: "2025-05-01", to: "2025-05-03" });
    expect(both.createdFrom?.toISOString()).toBe("2025-05-01T18:30:00.000Z");
    expect(() => resolveOrderFilter({ from: "2025-05-03", to: "2025-05-01" })).toThrow("The first day must not be after the last day");
    expect(resolveOrderFilter({})).toEqual({ statuses: [], createdFrom: null, createdBefore: null, idFragment: null });
  });

  it("searches by the #ID as data, never as a pattern", () => {
    expect(resolveOrderFilter({ search: " #1A2B3C " }).idFragment).toBe("1a2b3c");
    for (const search of ["%", "_", "1a%", "drop table", "#"]) {
      expect(() => resolveOrderFilter({ search })).toThrow("Search by order ID, such as #1A2B3C");
    }
  });
});
