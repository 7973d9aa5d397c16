import type { LatLng } from "../geo/distance";

/** The largest delivery radius a restaurant may have: the CHECK restaurants_delivery_radius_km_check. */
export const MAX_DELIVERY_RADIUS_KM = 50;

/**
 * SQL conditions on a restaurant `r` and the point asked about: parameters $1 latitude, $2
 * longitude, $3 the box size (deliveryPointValues). The box (restaurants_location_idx, GiST on
 * ll_to_earth) finds the restaurants within the largest radius any restaurant may have; the exact
 * distance then keeps those whose own radius reaches. earth_distance uses a slightly larger Earth
 * than geo/distance.ts, so whatever is listed here also passes deliversTo() when an order is placed.
 */
const POINT = "ll_to_earth($1, $2)";
const LOCATION = "ll_to_earth(r.latitude, r.longitude)";
export const DISTANCE_METERS = `earth_distance(${POINT}, ${LOCATION})`;
export const DELIVERS_TO_POINT = `earth_box(${POINT}, $3) @> ${LOCATION} AND ${DISTANCE_METERS} <= r.delivery_radius_km * 1000`;

export const deliveryPointValues = (point: LatLng): unknown[] => [
  point.latitude,
  point.longitude,
  MAX_DELIVERY_RADIUS_KM * 1000,
];
