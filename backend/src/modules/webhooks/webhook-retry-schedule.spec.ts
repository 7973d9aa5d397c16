import { DEFAULT_DELIVERY_SETTINGS, nextRetryAt } from "./webhook-retry-schedule";

const start = new Date("2030-01-01T00:00:00.000Z");
const at = (ms: number) => new Date(start.getTime() + ms);

describe("the retry schedule", () => {
  it("waits 30 s, 1 min, 2 min ... doubling up to an hour", () => {
    let now = start;
    const waits: number[] = [];
    for (let failed = 1; failed <= 10; failed += 1) {
      const next = nextRetryAt(DEFAULT_DELIVERY_SETTINGS, start, failed, now)!;
      waits.push((next.getTime() - now.getTime()) / 1000);
      now = next;
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });

  it("keeps trying for 24 hours after the first attempt, the last try at the end of the period, then stops", () => {
    const day = 24 * 3600_000;
    expect(nextRetryAt(DEFAULT_DELIVERY_SETTINGS, start, 30, at(day - 60_000))).toEqual(at(day));
    expect(nextRetryAt(DEFAULT_DELIVERY_SETTINGS, start, 31, at(day))).toBeNull();
    let now = start;
    let attempts = 1;
    for (
      let next = nextRetryAt(DEFAULT_DELIVERY_SETTINGS, start, attempts, now);
      next;
      next = nextRetryAt(DEFAULT_DELIVERY_SETTINGS, start, attempts, now)
    ) {
      now = next;
      attempts += 1;
    }
    expect(now).toEqual(at(day));
    expect(attempts).toBe(31);
  });
});
