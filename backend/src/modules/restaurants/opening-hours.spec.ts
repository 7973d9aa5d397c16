import { isClosedForToday, isOpenNow, kolkataMinutes, nextKolkataMidnight } from "./opening-hours";

const at = (istTime: string, day = "2026-11-22") => new Date(`${day}T${istTime}:00+05:30`);
const hours = { isOpen: true, closedUntil: null, openingTime: "09:00", closingTime: "22:00" };

describe("opening hours in Asia/Kolkata", () => {
  it("reads the clock in India", () => {
    expect(kolkataMinutes(new Date("2026-11-22T00:00:00Z"))).toBe(5 * 60 + 30);
  });

  it("is open within the hours and closed outside them", () => {
    expect(isOpenNow(hours, at("08:59"))).toBe(false);
    expect(isOpenNow(hours, at("09:00"))).toBe(true);
    expect(isOpenNow(hours, at("21:59"))).toBe(true);
    expect(isOpenNow(hours, at("22:00"))).toBe(false);
  });

  it("reads hours as the database gives them and as admins type them", () => {
    const stored = { ...hours, openingTime: "09:30:00", closingTime: "21:45:00" };
    const typed = { ...hours, openingTime: "9:30", closingTime: "21:45" };
    for (const r of [stored, typed]) {
      expect([at("09:29"), at("09:30"), at("21:44"), at("21:45")].map((t) => isOpenNow(r, t))).toEqual([false, true, true, false]);
    }
  });

  it("wraps hours that end after midnight", () => {
    const r = { ...hours, openingTime: "18:00:00", closingTime: "02:00:00" };
    expect(isOpenNow(r, at("23:30"))).toBe(true);
    expect(isOpenNow(r, at("01:59"))).toBe(true);
    expect(isOpenNow(r, at("12:00"))).toBe(false);
  });

  it("is closed whenever the admin switched it off", () => {
    expect(isOpenNow({ ...hours, isOpen: false, openingTime: "00:00", closingTime: "00:00" }, at("12:00"))).toBe(false);
  });
});

describe("closed for today", () => {
  it("lasts until the next midnight in India, whatever the time of day in UTC", () => {
    expect(nextKolkataMidnight(at("12:00"))).toEqual(at("00:00", "2026-11-23"));
    expect(nextKolkataMidnight(at("00:10"))).toEqual(at("00:00", "2026-11-23"));
    expect(nextKolkataMidnight(at("23:59"))).toEqual(at("00:00", "2026-11-23"));
    // 02:00 in India is the evening before in UTC: still the Indian day's midnight.
    expect(nextKolkataMidnight(new Date("2026-11-21T20:30:00Z"))).toEqual(at("00:00", "2026-11-23"));
    expect(nextKolkataMidnight(at("00:00"))).toEqual(at("00:00", "2026-11-23"));
    expect(nextKolkataMidnight(at("23:59", "2026-12-31"))).toEqual(at("00:00", "2027-01-01"));
  });

  it("closes the restaurant until then, and it opens again by itself at midnight", () => {
    const closedUntil = nextKolkataMidnight(at("15:00"));
    const aroundTheClock = { isOpen: true, closedUntil, openingTime: "00:00", closingTime: "00:00" };
    expect(isClosedForToday(closedUntil, at("15:00"))).toBe(true);
    expect(isOpenNow(aroundTheClock, at("15:00"))).toBe(false);
    expect(isOpenNow(aroundTheClock, at("23:59"))).toBe(false);
    expect(isClosedForToday(closedUntil, at("00:00", "2026-11-23"))).toBe(false);
    expect(isOpenNow(aroundTheClock, at("00:00", "2026-11-23"))).toBe(true);
    expect(isOpenNow({ ...aroundTheClock, closedUntil: null }, at("15:00"))).toBe(true);
  });
});
