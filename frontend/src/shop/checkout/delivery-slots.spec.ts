import { indiaDay, isOffered, slotDays } from "./delivery-slots";

/** 10:00 in India on Friday 27 November 2026. */
const NOW = new Date("2026-11-27T04:30:00.000Z");

describe("the delivery slots' days", () => {
  it("read the day in India, past UTC's midnight", () => {
    expect(indiaDay(new Date("2026-11-27T18:29:00.000Z"))).toBe("2026-11-27");
    expect(indiaDay(new Date("2026-11-27T18:30:00.000Z"))).toBe("2026-11-28");
  });

  it("group the slots by today, tomorrow and later days, in order", () => {
    const slots = [
      "2026-11-27T06:30:00.000Z", // 12:00 today
      "2026-11-27T06:45:00.000Z",
      "2026-11-27T18:15:00.000Z", // 23:45 today
      "2026-11-27T18:30:00.000Z", // 00:00 tomorrow
      "2026-11-28T07:30:00.000Z", // 13:00 tomorrow
      "2026-11-29T04:15:00.000Z", // 09:45 the day after
    ];
    expect(slotDays(slots, NOW)).toEqual([
      { day: "today", date: "2026-11-27", slots: slots.slice(0, 3) },
      { day: "tomorrow", date: "2026-11-28", slots: slots.slice(3, 5) },
      { day: "later", date: "2026-11-29", slots: [slots[5]] },
    ]);
  });

  it("start with tomorrow when nothing is left today, and leave out what is not a time", () => {
    expect(slotDays(["2026-11-28T07:30:00.000Z", "soon"], NOW)).toEqual([
      { day: "tomorrow", date: "2026-11-28", slots: ["2026-11-28T07:30:00.000Z"] },
    ]);
    expect(slotDays([], NOW)).toEqual([]);
  });

  it("keep a choice only while it is offered", () => {
    expect(isOffered(["2026-11-28T07:30:00.000Z"], "2026-11-28T07:30:00.000Z")).toBe(true);
    expect(isOffered(["2026-11-28T07:30:00.000Z"], "2026-11-28T07:45:00.000Z")).toBe(false);
    expect(isOffered([], null)).toBe(false);
  });
});
