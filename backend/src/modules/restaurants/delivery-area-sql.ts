import type { LatLng } from "../geo/distance";

/**
 * The SQL of "who delivers to this point", on a restaurant `r`: a statement reads
 * `FROM ${DELIVERY_POINT}, restaurants r`; parameters $1 latitude, $2 longitude (deliveryPointValues).
 *
 * The point becomes an earth point once per statement, in a subquery that OFFSET 0 keeps apart:
 * in a prepared statement's generic plan, `ll_to_earth($1, $2)` written in the conditions would
 * be worked out again on every row.
 *
 * restaurants_delivery_area_idx (GiST on the box around each restaurant as large as its own
 * radius) finds the restaurants whose area may hold the point; the exact check then compares the
 * straight line through the earth from the stored location (r.location) with the radius's own
 * straight line (r.delivery_chord_m), both kept by a trigger. The straight line grows with the
 * distance over the surface, so this keeps exactly the restaurants within their radius and sorts
 * them in the same order, without a per-row SQL function. The cost follows the restaurants
 * delivering to the point, not the state's. The earth here is slightly larger than
 * geo/distance.ts's, so whatever is listed also passes deliversTo() when an order is placed.
 */
export const DELIVERY_POINT = "(SELECT ll_to_earth($1, $2) AS point OFFSET 0) delivery_point";
/** Grows with the distance from the point: the order "nearest first". */
export const STRAIGHT_LINE_TO_POINT = "cube_distance(delivery_point.point, r.location)";
export const DELIVERS_TO_POINT = `earth_box(r.location, r.delivery_radius_km * 1000) @> delivery_point.point AND ${STRAIGHT_LINE_TO_POINT} <= r.delivery_chord_m`;

/**
 * The same question asked of restaurant_delivery_cells (migration 1796600000000), read as `r` with
 * `FROM ${DELIVERY_POINT}, restaurant_delivery_cells r`: the rows of the point's cell, the rim's
 * by the exact check above, each carrying what near-me sorts and filters by under the same names
 * as the restaurant's own columns, and `restaurant_id`. Near-me reads it; search, which goes on to
 * the dishes, reads the restaurants.
 */
export const DELIVERING_CELL_ROWS = `r.cell = delivery_cell($1, $2) AND (r.whole OR ${STRAIGHT_LINE_TO_POINT} <= r.delivery_chord_m)`;

export const deliveryPointValues = (point: LatLng): unknown[] => [point.latitude, point.longitude];
