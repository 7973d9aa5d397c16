import { resolveOrderFilter } from "./order-filter";

describe("order list filters", () => {
  it("narrows to one day, or to a range of whole days, and combines them", () => {
    const day = resolveOrderFilter({ date: "2025-05-24" });
    expect([day.createdFrom?.toISOString(), day.createdBefore?.toISOString()]).toEqual([
      "2025-05-23T18:30:00.000Z",
      "2025-05-24T18:30:00.000Z",
    ]);
    const range = resolveOrderFilter({ from: "2025-05-01", to: "2025-05-03" });
    expect([range.createdFrom?.toISOString(), range.createdBefore?.toISOString()]).toEqual([
      "2025-04-30T18:30:00.000Z",
      "2025-05-03T18:30:00.000Z",
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
