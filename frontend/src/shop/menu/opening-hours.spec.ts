import { menu as enMenu } from "../../i18n/en/menu";
import { menu as teMenu } from "../../i18n/te/menu";
import { formatClockTime, isOpenAllDay, nextOpeningDay, type DayPart } from "./opening-hours";

const saying = (texts: { clock: Record<DayPart, string> }) => (part: DayPart, time: string) => texts.clock[part].replace("{{time}}", time);
const english = saying(enMenu);

describe("formatClockTime", () => {
  it.each([
    ["07:00", "7:00 am"],
    ["7:05", "7:05 am"],
    ["11:30", "11:30 am"],
    ["12:00", "12:00 pm"],
    ["12:45", "12:45 pm"],
    ["13:00", "1:00 pm"],
    ["22:00", "10:00 pm"],
    ["23:59", "11:59 pm"],
    ["00:00", "12:00 am"],
    ["00:30", "12:30 am"],
    ["24:00", "12:00 am"],
    ["06:15:00", "6:15 am"],
  ])("%s reads %s", (input, expected) => {
    expect(formatClockTime(input, english)).toBe(expected);
  });

  it.each(["", "noon", "25:00", "10:75", "1000"])("leaves %p as it came", (input) => {
    expect(formatClockTime(input, english)).toBe(input);
  });
});

it.each([
  ["07:00", "ఉదయం 7:00"],
  ["13:30", "మధ్యాహ్నం 1:30"],
  ["17:00", "సాయంత్రం 5:00"],
  ["22:30", "రాత్రి 10:30"],
  ["00:30", "అర్ధరాత్రి 12:30"],
])("in Telugu %s reads %s", (input, expected) => {
  expect(formatClockTime(input, saying(teMenu))).toBe(expected);
});

describe("isOpenAllDay", () => {
  it("is true for equal opening and closing times", () => {
    expect(isOpenAllDay("00:00", "00:00")).toBe(true);
    expect(isOpenAllDay("07:00", "7:00")).toBe(true);
    expect(isOpenAllDay("00:00", "24:00")).toBe(true);
  });

  it("is false for ordinary and overnight hours, and for times it cannot read", () => {
    expect(isOpenAllDay("07:00", "22:00")).toBe(false);
    expect(isOpenAllDay("18:00", "02:00")).toBe(false);
    expect(isOpenAllDay("", "")).toBe(false);
  });
});

describe("nextOpeningDay", () => {
  // 2026-11-27 is a Friday; India is UTC+5:30.
  const now = new Date("2026-11-27T12:00:00Z"); // 17:30 in India

  it("says today for a later time of India's same day", () => {
    expect(nextOpeningDay(new Date("2026-11-27T13:30:00Z"), now)).toBe("today");
  });

  it("counts days by India's calendar, not UTC's: 00:30 in India on Saturday is tomorrow", () => {
    expect(nextOpeningDay(new Date("2026-11-27T19:00:00Z"), now)).toBe("tomorrow");
  });

  it("names the weekday further on", () => {
    expect(nextOpeningDay(new Date("2026-12-01T05:30:00Z"), now)).toBe("TUESDAY");
  });
});
