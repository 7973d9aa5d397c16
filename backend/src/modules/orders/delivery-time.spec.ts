import { sameHoursEveryDay } from "../restaurants/opening-hours";
import { deliverySlots, deliveryTimeProblem, MAX_DELIVERY_SLOTS, slotTexts } from "./delivery-time";
import { releaseAtOf, rideMinutes } from "./scheduled-release";

/** 10:00 in India on Wednesday 2 December 2026. */
const NOW = new Date("2026-12-02T04:30:00.000Z");
const ist = (day: number, hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return new Date(Date.parse("2026-12-01T18:30:00.000Z") + day * 86_400_000 + (h! * 60 + m!) * 60_000);
};
const lunch = { isOpen: true, closedUntil: null, openingHours: sameHoursEveryDay("11:00", "15:00") };
const allDay = { isOpen: true, closedUntil: null, openingHours: sameHoursEveryDay("00:00", "00:00") };

describe("delivery slots", () => {
  it("are quarter hours in India, 45 minutes to 2 days ahead, while the restaurant is open then", () => {
    expect(deliveryTimeProblem(ist(0, "10:45"), NOW, allDay)).toBeNull();
    expect(deliveryTimeProblem(ist(0, "10:30"), NOW, allDay)).toBe("TOO_SOON");
    expect(deliveryTimeProblem(ist(2, "10:00"), NOW, allDay)).toBeNull();
    expect(deliveryTimeProblem(ist(2, "10:15"), NOW, allDay)).toBe("TOO_FAR");
    expect(deliveryTimeProblem(ist(0, "13:20"), NOW, allDay)).toBe("NOT_A_SLOT");
    expect(deliveryTimeProblem(new Date(ist(0, "13:00").getTime() + 1), NOW, allDay)).toBe("NOT_A_SLOT");
    expect(deliveryTimeProblem(ist(0, "15:00"), NOW, lunch)).toBe("RESTAURANT_CLOSED_THEN");
    expect(deliveryTimeProblem(ist(0, "14:45"), NOW, lunch)).toBeNull();
    // Switched off, or closed by the kitchen for today: not today, but tomorrow again.
    expect(deliveryTimeProblem(ist(1, "12:00"), NOW, { ...lunch, isOpen: false })).toBe("RESTAURANT_CLOSED_THEN");
    const closedToday = { ...lunch, closedUntil: ist(1, "00:00") };
    expect(deliveryTimeProblem(ist(0, "12:00"), NOW, closedToday)).toBe("RESTAURANT_CLOSED_THEN");
    expect(deliveryTimeProblem(ist(1, "12:00"), NOW, closedToday)).toBeNull();
  });

  it("lists each slot once, earliest first, never more than 2 days of quarter hours", () => {
    const open = deliverySlots(NOW, allDay);
    expect(open.length).toBeLessThanOrEqual(MAX_DELIVERY_SLOTS);
    expect(open[0]).toEqual(ist(0, "10:45"));
    expect(open.at(-1)).toEqual(ist(2, "10:00"));
    expect(open).toHaveLength(MAX_DELIVERY_SLOTS - 2);
    // Asked at 10:07:30 the first slot is 11:00, the first quarter hour at least 45 minutes away.
    expect(deliverySlots(new Date(NOW.getTime() + 450_000), allDay)[0]).toEqual(ist(0, "11:00"));
    expect(deliverySlots(NOW, lunch).map((slot) => slot.getTime())).toEqual(
      [0, 1].flatMap((day) => Array.from({ length: 16 }, (_, i) => ist(day, "11:00").getTime() + i * 900_000)),
    );
    expect(deliverySlots(NOW, { ...lunch, openingHours: [] })).toEqual([]);
  });

  it("read as the app writes times, in India", () => {
    expect(slotTexts(ist(1, "13:00"), "en")).toEqual({ time: "1:00 pm", day: "Thu, 3 Dec" });
    expect(slotTexts(ist(1, "13:00"), "te").time).toMatch(/1:00$/);
  });
});

describe("the release of an order for later", () => {
  it("comes the usual preparation, 5 minutes to accept and the ride before the delivery moment", () => {
    expect(rideMinutes(null)).toBe(25);
    expect(rideMinutes(2.4)).toBe(10 + 10);
    expect(rideMinutes(5, true)).toBe(0);
    expect(releaseAtOf(ist(1, "13:00"), 20, 25)).toEqual(ist(1, "12:10"));
    expect(releaseAtOf(ist(1, "13:00"), 30, 0)).toEqual(ist(1, "12:25"));
  });
});
