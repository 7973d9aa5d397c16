import type { DeliveryCharges } from "../charges/charges";

/** The distance the fee and the bill's label use: the straight distance to a tenth of a kilometre. */
export const billedKm = (distanceKm: number): number => Math.round(distanceKm * 10) / 10;

/**
 * The delivery fee (docs/architecture.md#pricing): free from `freeAbove` (the items' value before
 * any discount); else the base fee up to the base distance, plus the per-km fee for every started
 * kilometre beyond it (3.2 km with 3 km included is one more kilometre), on the distance rounded
 * to a tenth, as the bill shows it. An unknown distance (no address yet, or one without a
 * location) costs the base fee.
 */
export function deliveryFeePaise(charges: DeliveryCharges, itemsPaise: number, distanceKm: number | null): number {
  if (charges.freeAbovePaise !== null && itemsPaise >= charges.freeAbovePaise) return 0;
  if (distanceKm === null) return charges.baseFeePaise;
  const beyondTenths = Math.round(billedKm(distanceKm) * 10) - Math.round(charges.baseDistanceKm * 10);
  const startedKm = Math.max(0, Math.ceil(beyondTenths / 10));
  return charges.baseFeePaise + startedKm * charges.perKmFeePaise;
}
