import { isOpenNow, kolkataMinutes } from "./opening-hours";

const at = (istTime: string) => new Date(`2026-11-22T${istTime}:00+05:30`);

describe("opening hours in Asia/Kolkata", () => {
  it("reads the clock in India", () => {
    expect(kolkataMinutes(new Date("2026-11-22T00:00:00Z"))).toBe(5 * 60 + 30);
  });

  it("is open within the hours and closed outside them", () => {
    const r = { isOpen: true, openingTime: "09:00", closingTime: "22:00" };
    expect(isOpenNow(r, at("08:59"))).toBe(false);
    expect(isOpenNow(r, at("09:00"))).toBe(true);
    expect(isOpenNow(r, at("21:59"))).toBe(true);
    expect(isOpenNow(r, at("22:00"))).toBe(false);
  });

  it("wraps hours that end after midnight", () => {
    const r = { isOpen: true, openingTime: "18:00:00", closingTime: "02:00:00" };
    expect(isOpenNow(r, at("23:30"))).toBe(true);
    expect(isOpenNow(r, at("01:59"))).toBe(true);
    expect(isOpenNow(r, at("12:00"))).toBe(false);
  });

  it("is closed whenever the admin switched it off", () => {
    expect(isOpenNow({ isOpen: false, openingTime: "00:00", closingTime: "00:00" }, at("12:00"))).toBe(false);
  });
});
