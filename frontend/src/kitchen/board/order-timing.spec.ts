import { orderAge, readiness } from "./order-timing";

const at = Date.parse("2025-05-24T14:00:00Z");
const minutesBefore = (minutes: number) => new Date(at - minutes * 60_000).toISOString();
const minutesAfter = (minutes: number) => new Date(at + minutes * 60_000).toISOString();

describe("orderAge", () => {
  it("says just now for the first minute", () => {
    expect(orderAge(minutesBefore(0), at)).toEqual({ kind: "justNow" });
    expect(orderAge(minutesBefore(0.9), at)).toEqual({ kind: "justNow" });
  });

  it("counts whole minutes for the first hour, then whole hours", () => {
    expect(orderAge(minutesBefore(1), at)).toEqual({ kind: "minutes", count: 1 });
    expect(orderAge(minutesBefore(59.9), at)).toEqual({ kind: "minutes", count: 59 });
    expect(orderAge(minutesBefore(60), at)).toEqual({ kind: "hours", count: 1 });
    expect(orderAge(minutesBefore(150), at)).toEqual({ kind: "hours", count: 2 });
  });

  it("treats a time a little ahead of this device's clock as just now", () => {
    expect(orderAge(minutesAfter(2), at)).toEqual({ kind: "justNow" });
  });
});

describe("readiness", () => {
  it("counts the minutes still to go, rounded up", () => {
    expect(readiness(minutesAfter(20), at)).toEqual({ kind: "in", minutes: 20 });
    expect(readiness(minutesAfter(0.2), at)).toEqual({ kind: "in", minutes: 1 });
  });

  it("is due during the minute it was promised for, then counts the minutes late", () => {
    expect(readiness(minutesAfter(0), at)).toEqual({ kind: "due" });
    expect(readiness(minutesBefore(0.5), at)).toEqual({ kind: "due" });
    expect(readiness(minutesBefore(3), at)).toEqual({ kind: "late", minutes: 3 });
  });
});
