import { AppError } from "../../common/errors";
import { toHhMm } from "../restaurants/time-of-day";
import type { AvailabilityWindow } from "./availability-window";

export const WINDOW_MESSAGES = {
  bothOrNeither: "Give both the available-from and the available-until time, or neither",
  sameTimes: "Available from and until must be different times",
} as const;

const badWindow = (message: string) =>
  new AppError("BAD_USER_INPUT", message, {
    fields: [
      { field: "availableFrom", messages: [message] },
      { field: "availableUntil", messages: [message] },
    ],
  });

/**
 * The window an input sets, or undefined when it leaves it as it is. Both times (HH:MM, checked by
 * the input) set it, both empty strings clear it (all day), one alone is refused.
 */
export function windowChange(input: { availableFrom?: string | null; availableUntil?: string | null }): AvailabilityWindow | undefined {
  const from = input.availableFrom ?? null;
  const until = input.availableUntil ?? null;
  if (from === null && until === null) return undefined;
  if (from === "" && until === "") return { availableFrom: null, availableUntil: null };
  if (!from || !until) throw badWindow(WINDOW_MESSAGES.bothOrNeither);
  const window = { availableFrom: toHhMm(from), availableUntil: toHhMm(until) };
  if (window.availableFrom === window.availableUntil) throw badWindow(WINDOW_MESSAGES.sameTimes);
  return window;
}
