import { AppError } from "../../common/errors";
import type { Language } from "../../i18n/language";
import { timeOfDayText } from "../../i18n/time-of-day";
import { isOpenNow, type OpeningRules } from "../restaurants/opening-hours";

/**
 * Ordering for later (docs/architecture.md#orders): the moments a customer may ask the food for.
 * A slot is a quarter of an hour in India (minute 0, 15, 30 or 45, no seconds: India's offset is a
 * whole number of quarter hours, so a UTC quarter is an Indian one), at least 45 minutes and at
 * most 2 days ahead, in which the restaurant is open (its switch, the kitchen's "closed for today"
 * and its weekly hours, judged at that moment).
 */
export const DELIVERY_SLOT = { minutes: 15, minLeadMinutes: 45, maxAheadHours: 48 } as const;

const MINUTE_MS = 60_000;
const SLOT_MS = DELIVERY_SLOT.minutes * MINUTE_MS;
const MIN_LEAD_MS = DELIVERY_SLOT.minLeadMinutes * MINUTE_MS;
const MAX_AHEAD_MS = DELIVERY_SLOT.maxAheadHours * 60 * MINUTE_MS;
/** 2 days of quarter hours: the most slots a restaurant open around the clock lists. */
export const MAX_DELIVERY_SLOTS = (DELIVERY_SLOT.maxAheadHours * 60) / DELIVERY_SLOT.minutes;

/** Why a delivery moment is refused: DELIVERY_TIME_INVALID's `reason` in extensions. */
export type DeliveryTimeProblem = "TOO_SOON" | "TOO_FAR" | "NOT_A_SLOT" | "RESTAURANT_CLOSED_THEN";

export const DELIVERY_TIME_MESSAGES: Record<DeliveryTimeProblem, string> = {
  TOO_SOON: `Please choose a time at least ${DELIVERY_SLOT.minLeadMinutes} minutes from now.`,
  TOO_FAR: `Please choose a time within the next ${DELIVERY_SLOT.maxAheadHours / 24} days.`,
  NOT_A_SLOT: `Please choose one of the times offered: every ${DELIVERY_SLOT.minutes} minutes, on the quarter hour.`,
  RESTAURANT_CLOSED_THEN: "The restaurant is closed at that time. Please choose a time when it is open.",
};

const isSlot = (at: Date): boolean => at.getTime() % SLOT_MS === 0;

/** The first slot at or after `at`. */
const slotAtOrAfter = (at: Date): Date => new Date(Math.ceil(at.getTime() / SLOT_MS) * SLOT_MS);

/** The problem with delivering at `deliverAt`, asked `now`; null when it is a slot the restaurant can deliver in. */
export function deliveryTimeProblem(deliverAt: Date, now: Date, restaurant: OpeningRules): DeliveryTimeProblem | null {
  if (!isSlot(deliverAt)) return "NOT_A_SLOT";
  if (deliverAt.getTime() < now.getTime() + MIN_LEAD_MS) return "TOO_SOON";
  if (deliverAt.getTime() > now.getTime() + MAX_AHEAD_MS) return "TOO_FAR";
  if (!isOpenNow(restaurant, deliverAt)) return "RESTAURANT_CLOSED_THEN";
  return null;
}

/** Throws DELIVERY_TIME_INVALID (the reason and the first and last allowed moments in extensions) unless `deliverAt` is a valid slot. */
export function checkDeliveryTime(deliverAt: Date, now: Date, restaurant: OpeningRules & { restaurantId: string }): void {
  const problem = deliveryTimeProblem(deliverAt, now, restaurant);
  if (!problem) return;
  throw new AppError("DELIVERY_TIME_INVALID", DELIVERY_TIME_MESSAGES[problem], {
    reason: problem,
    restaurantId: restaurant.restaurantId,
    earliest: slotAtOrAfter(new Date(now.getTime() + MIN_LEAD_MS)).toISOString(),
    latest: new Date(now.getTime() + MAX_AHEAD_MS).toISOString(),
  });
}

/** Every slot the restaurant can deliver in, asked `now`, earliest first: at most MAX_DELIVERY_SLOTS. */
export function deliverySlots(now: Date, restaurant: OpeningRules): Date[] {
  const slots: Date[] = [];
  const last = now.getTime() + MAX_AHEAD_MS;
  for (let at = slotAtOrAfter(new Date(now.getTime() + MIN_LEAD_MS)).getTime(); at <= last; at += SLOT_MS) {
    const slot = new Date(at);
    if (isOpenNow(restaurant, slot)) slots.push(slot);
  }
  return slots;
}

const IST = "Asia/Kolkata";

/**
 * The slot as a person reads it, in India's time: "1:00 pm" and "Sat, 28 Nov" in English (lower
 * case, as the app writes times), the part of the day first in Telugu ("మధ్యాహ్నం 1:00"), as the web app does.
 */
export function slotTexts(at: Date, language: Language): { time: string; day: string } {
  const day =
    language === "te"
      ? at.toLocaleDateString("te-IN", { timeZone: IST, numberingSystem: "latn", day: "numeric", month: "long" })
      : at.toLocaleDateString("en-IN", { timeZone: IST, weekday: "short", day: "numeric", month: "short" });
  return { time: timeOfDayText(at, language), day };
}
