import {
  isClosedForToday,
  isOpenNow,
  kolkataMinutes,
  kolkataWeekdayIndex,
  nextKolkataMidnight,
  nextOpensAt,
  overlappingPeriods,
  sameHoursEveryDay,
  todaysHours,
  type OpeningPeriod,
} from "./opening-hours";

// 2026-11-22 is a Sunday, 2026-11-23 a Monday.
const at = (istTime: string, day = "2026-11-22") => new Date(`${day}T${istTime}:00+05:30`);
const rules = (openingHours: OpeningPeriod[]) => ({ isOpen: true, closedUntil: null, openingHours });
const hours = rules(sameHoursEveryDay("09:00", "22:00"));

describe("opening hours in Asia/Kolkata", () => {
  it("reads the clock and the day of the week in India", () => {
    expect(kolkataMinutes(new Date("2026-11-22T00:00:00Z"))).toBe(5 * 60 + 30);
    expect(kolkataWeekdayIndex(at("12:00"))).toBe(6);
    // 20:00 UTC on Sunday is already Monday 01:30 in India.
    expect(kolkataWeekdayIndex(new Date("2026-11-22T20:00:00Z"))).toBe(0);
  });

  it("is open within the hours and closed outside them", () => {
    expect(isOpenNow(hours, at("08:59"))).toBe(false);
    expect(isOpenNow(hours, at("09:00"))).toBe(true);
    expect(isOpenNow(hours, at("21:59"))).toBe(true);
    expect(isOpenNow(hours, at("22:00"))).toBe(false);
  });

  it("reads hours as the database gives them and as admins type them", () => {
    const stored = rules(sameHoursEveryDay("09:30:00", "21:45:00"));
    const typed = rules([{ day: "SUNDAY", opens: "9:30", closes: "21:45" }]);
    for (const r of [stored, typed]) {
      expect([at("09:29"), at("09:30"), at("21:44"), at("21:45")].map((t) => isOpenNow(r, t))).toEqual([false, true, true, false]);
    }
  });

  it("keeps a period that ends after midnight on the day it starts", () => {
    const saturdayNight = rules([{ day: "SATURDAY", opens: "18:00", closes: "02:00" }]);
    expect(isOpenNow(saturdayNight, at("23:30", "2026-11-21"))).toBe(true);
    expect(isOpenNow(saturdayNight, at("01:59"))).toBe(true);
    expect(isOpenNow(saturdayNight, at("02:00"))).toBe(false);
    expect(isOpenNow(saturdayNight, at("23:30"))).toBe(false);
    // Sunday night's period runs into Monday, across the week's end.
    const sundayNight = rules([{ day: "SUNDAY", opens: "20:00", closes: "01:00" }]);
    expect(isOpenNow(sundayNight, at("00:30", "2026-11-23"))).toBe(true);
    expect(isOpenNow(sundayNight, at("00:30"))).toBe(false);
  });

  it("is closed all day on a day without periods, and open in each period of a split day", () => {
    const closedOnMonday = rules(sameHoursEveryDay("11:00", "15:00").filter((p) => p.day !== "MONDAY"));
    expect(isOpenNow(closedOnMonday, at("12:00"))).toBe(true);
    expect(isOpenNow(closedOnMonday, at("12:00", "2026-11-23"))).toBe(false);
    const split = rules([
      { day: "SUNDAY", opens: "11:30", closes: "15:30" },
      { day: "SUNDAY", opens: "19:00", closes: "22:30" },
    ]);
    expect([at("11:00"), at("12:00"), at("16:00"), at("19:30"), at("23:00")].map((t) => isOpenNow(split, t))).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
  });

  it("treats equal times as 24 hours, so the same pair every day is open around the clock", () => {
    const aroundTheClock = rules(sameHoursEveryDay("00:00", "00:00"));
    expect([at("00:00"), at("12:00"), at("23:59")].every((t) => isOpenNow(aroundTheClock, t))).toBe(true);
  });

  it("is closed whenever the admin switched it off", () => {
    expect(isOpenNow({ ...rules(sameHoursEveryDay("00:00", "00:00")), isOpen: false }, at("12:00"))).toBe(false);
  });
});

describe("when it opens next", () => {
  const split = rules([
    { day: "SUNDAY", opens: "11:30", closes: "15:30" },
    { day: "SUNDAY", opens: "19:00", closes: "22:30" },
    { day: "TUESDAY", opens: "11:00", closes: "15:00" },
  ]);

  it("is null while open, and the next period's start while closed", () => {
    expect(nextOpensAt(split, at("12:00"))).toBeNull();
    expect(nextOpensAt(split, at("16:00"))).toEqual(at("19:00"));
    expect(nextOpensAt(split, at("09:00"))).toEqual(at("11:30"));
    // Monday has no hours: Tuesday's.
    expect(nextOpensAt(split, at("23:00"))).toEqual(at("11:00", "2026-11-24"));
  });

  it("waits for the end of the kitchen's closed-for-today, and never comes with the switch off or no hours", () => {
    const closedToday = { ...rules(sameHoursEveryDay("00:00", "00:00")), closedUntil: nextKolkataMidnight(at("15:00")) };
    expect(nextOpensAt(closedToday, at("15:00"))).toEqual(at("00:00", "2026-11-23"));
    const tomorrowAtEleven = { ...rules(sameHoursEveryDay("11:00", "15:00")), closedUntil: nextKolkataMidnight(at("12:00")) };
    expect(nextOpensAt(tomorrowAtEleven, at("12:00"))).toEqual(at("11:00", "2026-11-23"));
    expect(nextOpensAt({ ...split, isOpen: false }, at("16:00"))).toBeNull();
    expect(nextOpensAt(rules([]), at("16:00"))).toBeNull();
  });
});

describe("today's one pair of times", () => {
  it("is the first opening and the last closing of today, empty on a closed day", () => {
    const week: OpeningPeriod[] = [
      { day: "SUNDAY", opens: "19:00", closes: "01:00" },
      { day: "SUNDAY", opens: "11:30", closes: "15:30" },
    ];
    expect(todaysHours(week, at("12:00"))).toEqual({ opens: "11:30", closes: "01:00" });
    expect(todaysHours(week, at("12:00", "2026-11-23"))).toEqual({ opens: "", closes: "" });
  });
});

describe("overlapping periods", () => {
  it("finds periods that overlap, across midnight and the week's end too", () => {
    expect(overlappingPeriods(sameHoursEveryDay("11:00", "23:00"))).toBeNull();
    expect(overlappingPeriods(sameHoursEveryDay("00:00", "00:00"))).toBeNull();
    const lunch = { day: "MONDAY", opens: "11:00", closes: "15:00" } as const;
    expect(overlappingPeriods([lunch, { day: "MONDAY", opens: "14:00", closes: "22:00" }])).not.toBeNull();
    expect(overlappingPeriods([lunch, { ...lunch }])).not.toBeNull();
    expect(
      overlappingPeriods([
        { day: "SUNDAY", opens: "22:00", closes: "02:00" },
        { day: "MONDAY", opens: "01:00", closes: "05:00" },
      ]),
    ).not.toBeNull();
    expect(
      overlappingPeriods([
        { day: "SUNDAY", opens: "22:00", closes: "02:00" },
        { day: "MONDAY", opens: "02:00", closes: "05:00" },
      ]),
    ).toBeNull();
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
    const aroundTheClock = { ...rules(sameHoursEveryDay("00:00", "00:00")), closedUntil };
    expect(isClosedForToday(closedUntil, at("15:00"))).toBe(true);
    expect(isOpenNow(aroundTheClock, at("15:00"))).toBe(false);
    expect(isOpenNow(aroundTheClock, at("23:59"))).toBe(false);
    expect(isClosedForToday(closedUntil, at("00:00", "2026-11-23"))).toBe(false);
    expect(isOpenNow(aroundTheClock, at("00:00", "2026-11-23"))).toBe(true);
    expect(isOpenNow({ ...aroundTheClock, closedUntil: null }, at("15:00"))).toBe(true);
  });
});
