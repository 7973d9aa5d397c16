import type { TFunction } from "i18next";
import { formatTime } from "../../common/formatters";

/** What the server says of where the rider is, as far as the customer's texts need it. */
export interface RiderWhereabouts {
  /** Straight-line kilometres to the delivery address; null when the address has no coordinates. */
  distanceKm?: number | null;
  /** From the distance at town speed; null when the distance is. */
  estimatedArrivalAt?: string | null;
}

/**
 * The distance as the customer reads it, one decimal ("1.2"), or null when the server gave none
 * (or something that is no distance). Under 50 m it rounds to "0.0": see `riderArrivalText`.
 */
export function riderDistance(distanceKm: number | null | undefined): string | null {
  if (distanceKm === null || distanceKm === undefined || !Number.isFinite(distanceKm) || distanceKm < 0) return null;
  return distanceKm.toFixed(1);
}

/**
 * The line under the rider's name while the food is on its way: "Kiran is 1.2 km away · arriving
 * around 7:52 pm", without the time when the server has no estimate, "Kiran is almost at your
 * door" once the rounded distance is 0.0 km, and "Kiran is on the way" when the address has no
 * coordinates to measure to. Null without a shared position: there is nothing to say yet.
 */
export function riderArrivalText(t: TFunction, name: string, position: RiderWhereabouts | null | undefined): string | null {
  if (!position) return null;
  const distance = riderDistance(position.distanceKm);
  if (distance === null) return t("liveOrders.rider.onTheWay", { name });
  if (distance === "0.0") return t("liveOrders.rider.almostThere", { name });
  const arrival = position.estimatedArrivalAt ? formatTime(position.estimatedArrivalAt) : null;
  // formatTime says "–" for a time it cannot read: then the distance alone.
  if (arrival === null || arrival === "–") return t("liveOrders.rider.away", { name, distance });
  return t("liveOrders.rider.awayArriving", { name, distance, time: arrival });
}

const MINUTE_MS = 60_000;

/**
 * How fresh the rider's position is: "just now" for the first 10 seconds (and for a time a little
 * ahead of this device's clock), then tens of seconds ("30 s ago"), then whole minutes. Null for a
 * time it cannot read.
 */
export function positionAgeText(t: TFunction, recordedAt: string, now: number): string | null {
  const recorded = Date.parse(recordedAt);
  if (!Number.isFinite(recorded)) return null;
  const ageMs = now - recorded;
  if (ageMs < 10_000) return t("liveOrders.rider.updatedJustNow");
  if (ageMs < MINUTE_MS) return t("liveOrders.rider.updatedSecondsAgo", { seconds: Math.floor(ageMs / 10_000) * 10 });
  return t("liveOrders.rider.updatedMinutesAgo", { count: Math.floor(ageMs / MINUTE_MS) });
}

/** Rider phones are Indian 10-digit numbers: dialled with the country code, so roaming phones reach them too. */
export function riderTelUrl(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return /^\d{10}$/.test(digits) ? `tel:+91${digits}` : `tel:${digits}`;
}
