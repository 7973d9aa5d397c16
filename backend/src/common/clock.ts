import { readFileSync } from "node:fs";

/**
 * The time the order rules read (orders placed for later, their release to the kitchen): the
 * system's, or one a test controls. A timer set by such a clock cannot trust the real time to pass
 * as the clock's does, so the clock says how long a wait may last before it is looked at again.
 */
export interface Clock {
  now(): Date;
  /** The longest a wait measured on this clock may last before the clock is read again; Infinity: it never jumps. */
  readonly recheckMs: number;
}

export const systemClock: Clock = { now: () => new Date(), recheckMs: Number.POSITIVE_INFINITY };

/**
 * TEST_CLOCK_FILE (test set-ups only, refused in production: config.ts): the system's time moved by
 * the milliseconds the file holds (none, or no file: not moved), read again on every look, so a
 * test in another process (the e2e suite) moves the app's clock forward by writing the file.
 */
export function fileOffsetClock(file: string): Clock {
  const offsetMs = (): number => {
    let text: string;
    try {
      text = readFileSync(file, "utf8").trim();
    } catch {
      return 0;
    }
    const offset = Number(text);
    return Number.isFinite(offset) ? offset : 0;
  };
  return { now: () => new Date(Date.now() + offsetMs()), recheckMs: 1000 };
}
