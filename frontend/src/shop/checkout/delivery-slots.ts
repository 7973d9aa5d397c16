/** India is 5 h 30 min ahead of UTC all year (no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The calendar day in India of an instant, "2026-11-28". */
export const indiaDay = (at: Date): string => new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** One day's slots in the picker: today, tomorrow, or a later day named by its date. */
export interface SlotDay {
  day: "today" | "tomorrow" | "later";
  /** The day in India, "2026-11-28". */
  date: string;
  /** The slots' instants as the API sends them (ISO), earliest first. */
  slots: string[];
}

/**
 * The server's slots (deliverySlots: every quarter hour from 45 minutes to 2 days ahead while the
 * restaurant is open) grouped by their day in India, in order, each day once, as the picker lists
 * them; a value that is not a time is left out.
 */
export function slotDays(slots: readonly string[], now: Date): SlotDay[] {
  const today = indiaDay(now);
  const tomorrow = indiaDay(new Date(now.getTime() + 86_400_000));
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const at = new Date(slot);
    if (Number.isNaN(at.getTime())) continue;
    const date = indiaDay(at);
    let group = days.at(-1);
    if (group?.date !== date) {
      group = { day: date === today ? "today" : date === tomorrow ? "tomorrow" : "later", date, slots: [] };
      days.push(group);
    }
    group.slots.push(slot);
  }
  return days;
}

/** Whether the chosen slot is still one of those offered (a list asked again may have dropped it). */
export const isOffered = (slots: readonly string[], chosen: string | null): boolean => chosen !== null && slots.includes(chosen);
