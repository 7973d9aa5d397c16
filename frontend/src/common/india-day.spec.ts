import { indiaDay, indiaDayBefore } from "./india-day";

describe("the day in India", () => {
  it("is already tomorrow from 18:30 UTC", () => {
    expect(indiaDay(new Date("2025-05-24T18:29:59Z"))).toBe("2025-05-24");
    expect(indiaDay(new Date("2025-05-24T18:30:00Z"))).toBe("2025-05-25");
  });

  it("crosses months and years", () => {
    expect(indiaDay(new Date("2025-12-31T19:00:00Z"))).toBe("2026-01-01");
    expect(indiaDay(new Date("2024-02-28T20:00:00Z"))).toBe("2024-02-29");
  });
});

describe("indiaDayBefore", () => {
  it("counts back by the calendar, across months and years", () => {
    expect(indiaDayBefore("2026-11-27", 84)).toBe("2026-09-04");
    expect(indiaDayBefore("2026-03-01", 1)).toBe("2026-02-28");
    expect(indiaDayBefore("2026-01-03", 7)).toBe("2025-12-27");
  });
});
