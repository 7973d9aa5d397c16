import type { LatLng } from "../geo/distance";

/**
 * SQL conditions on a restaurant `r` and the point asked about: parameters $1 latitude, $2
 * longitude (deliveryPointValues). restaurants_delivery_area_idx (GiST on the box around each
 * restaurant as large as its own radius) finds the restaurants whose area holds the point; the
 * exact distance from the stored location (r.location, kept by a trigger) then keeps those whose
 * radius reaches. The cost follows the restaurants delivering to the point, not the state's.
 * earth_distance uses a slightly larger Earth than geo/distance.ts, so whatever is listed here
 * also passes deliversTo() when an order is placed.
 */
const POINT = "ll_to_earth($1, $2)";
export const DISTANCE_METERS = `earth_distance(${POINT}, r.location)`;
export const DELIVERS_TO_POINT = `earth_box(r.location, r.delivery_radius_km * 1000) @> ${POINT} AND ${DISTANCE_METERS} <= r.delivery_radius_km * 1000`;

export const deliveryPointValues = (point: LatLng): unknown[] => [point.latitude, point.longitude];
