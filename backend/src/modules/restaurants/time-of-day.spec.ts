import { TIME_OF_DAY, toHhMm } from "./time-of-day";

describe("time of day", () => {
  it("shows Postgres times and short hours as HH:MM", () => {
    expect(toHhMm("09:05:00")).toBe("09:05");
    expect(toHhMm("9:05")).toBe("09:05");
    expect(toHhMm("23:59")).toBe("23:59");
  });

  it("accepts only real clock times", () => {
    for (const ok of ["00:00", "9:30", "09:30", "23:59"]) expect(TIME_OF_DAY.test(ok)).toBe(true);
    for (const bad of ["24:00", "12:60", "1230", "12:3", "noon", " 12:30", "12:30:00"]) expect(TIME_OF_DAY.test(bad)).toBe(false);
  });
});
