import type { RiderPayCharges } from "../charges/charges";
import { billedKm, deliveryFeePaise } from "../cart/delivery-fee";

/**
 * What a rider earns for one delivery (docs/money.md#riders-pay): the delivery fee's own distance
 * rule (cart/delivery-fee.ts: the straight distance to a tenth of a kilometre, the base fee up to
 * the base distance, the per-km fee for every started kilometre beyond), with the riders' amounts
 * and never free. An unknown distance (an address without a location) earns the base fee.
 */
export function riderFeePaise(pay: RiderPayCharges, distanceKm: number | null): number {
  return deliveryFeePaise(
    {
      baseFeePaise: pay.riderBaseFeePaise,
      baseDistanceKm: pay.riderBaseDistanceKm,
      perKmFeePaise: pay.riderPerKmFeePaise,
      freeAbovePaise: null,
    },
    0,
    distanceKm,
  );
}

/** The distance kept with the rider's fee: as the bill and the fee read it, to a tenth of a km. */
export const riderDistanceKm = (distanceKm: number | null): number | null => (distanceKm === null ? null : billedKm(distanceKm));
