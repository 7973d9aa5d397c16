import { timeOfDayText, wallClockText } from "./time-of-day";

describe("times of day", () => {
  it("read as the app writes them, in India's time", () => {
    expect(timeOfDayText(new Date("2026-12-03T07:30:00Z"), "en")).toBe("1:00 pm");
    expect(timeOfDayText(new Date("2026-12-03T07:30:00Z"), "te")).toMatch(/^\S+ 1:00$/);
  });

  it("put a menu's wall-clock time in words", () => {
    expect(wallClockText("18:00", "en")).toBe("6:00 pm");
    expect(wallClockText("06:05", "en")).toBe("6:05 am");
    expect(wallClockText("00:00", "en")).toBe("12:00 am");
    expect(wallClockText("18:00", "te")).toMatch(/^\S+ 6:00$/);
    expect(wallClockText("soon", "en")).toBe("soon");
  });
});
