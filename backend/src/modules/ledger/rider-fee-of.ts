import type { EntityManager } from "typeorm";
import type { RiderPayCharges } from "../charges/charges";
import { distanceKm } from "../geo/distance";
import type { Order } from "../orders/order.entity";
import type { RiderFee } from "./ledger-postings";
import { restaurantLocation } from "./ledger-sql";
import { riderDistanceKm, riderFeePaise } from "./rider-fee";

/**
 * The fee of the rider who delivers the order, fixed now from the settings in force (docs/money.md#riders-pay):
 * the straight distance from the restaurant to the address kept with the order (geo/distance.ts,
 * as the delivery fee measured it). A pickup, or an order no rider carried, pays none.
 */
export async function riderFeeOf(
  tx: EntityManager,
  order: Pick<Order, "fulfilment" | "riderId" | "restaurantId" | "addressLatitude" | "addressLongitude">,
  pay: RiderPayCharges,
): Promise<RiderFee | null> {
  if (order.fulfilment === "pickup" || !order.riderId) return null;
  const point =
    order.addressLatitude !== null && order.addressLongitude !== null
      ? { latitude: order.addressLatitude, longitude: order.addressLongitude }
      : null;
  const restaurant = point && order.restaurantId ? await restaurantLocation(tx, order.restaurantId) : null;
  const distance = restaurant && point ? riderDistanceKm(distanceKm(restaurant, point)) : null;
  return { paise: riderFeePaise(pay, distance), distanceKm: distance };
}
