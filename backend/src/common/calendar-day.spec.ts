import { DAY_MESSAGE, FIRST_DAY, isCalendarDay, kolkataDate, kolkataDayStart, LAST_DAY } from "./calendar-day";

describe("isCalendarDay: the one date rule", () => {
  it("takes real days written YYYY-MM-DD from 2000-01-01 to 2100-12-31", () => {
    for (const day of [FIRST_DAY, LAST_DAY, "2024-02-29", "2000-02-29", "2025-05-24", "2025-12-31"])
      expect([day, isCalendarDay(day)]).toEqual([day, true]);
    expect(DAY_MESSAGE).toBe("Dates must be real days written as YYYY-MM-DD, from 2000-01-01 to 2100-12-31");
  });

  it("refuses days that do not exist", () => {
    for (const day of ["2024-02-30", "2023-02-29", "2100-02-29", "2024-13-01", "2024-00-10", "2024-01-00", "2024-04-31"]) {
      expect([day, isCalendarDay(day)]).toEqual([day, false]);
    }
  });

  it("refuses days outside the range, where JavaScript and PostgreSQL stop agreeing", () => {
    for (const day of ["0000-01-01", "0001-01-01", "0099-12-31", "1999-12-31", "2101-01-01", "9999-12-31"])
      expect([day, isCalendarDay(day)]).toEqual([day, false]);
  });

  it("refuses any other way of writing a day", () => {
    const others: unknown[] = [
      "",
      " ",
      "2024-1-1",
      "24-01-01",
      "+02024-01-01",
      "-2024-01-01",
      "2024-01-01T00:00:00Z",
      " 2024-01-01",
      "2024-01-01 ",
      "2024/01/01",
      "１２",
      "２０２４-０１-０１",
      "٢٠٢٤-٠١-٠١",
      "today",
      20240101,
      null,
      undefined,
      new Date("2024-01-01"),
    ];
    for (const day of others) expect([day, isCalendarDay(day)]).toEqual([day, false]);
  });
});

describe("Asia/Kolkata days", () => {
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
});
