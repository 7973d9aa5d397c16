import { kolkataMinutes, minutesOf } from "../restaurants/opening-hours";

/** The hours of the day an item is served (tiffins 06:00–11:30), local time in India; both null: all day. */
export interface AvailabilityWindow {
  availableFrom: string | null;
  availableUntil: string | null;
}

/** Within the window at that instant (Asia/Kolkata); a window whose end is before its start runs past midnight. */
export function isWithinWindow(window: AvailabilityWindow, now: Date = new Date()): boolean {
  if (window.availableFrom === null || window.availableUntil === null) return true;
  const from = minutesOf(window.availableFrom);
  const until = minutesOf(window.availableUntil);
  const current = kolkataMinutes(now);
  return from < until ? current >= from && current < until : current >= from || current < until;
}
