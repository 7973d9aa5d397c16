import type { RestaurantCategory } from "./restaurant-category";
import type { RestaurantSortKey } from "./restaurant-sort";

/** The largest delivery radius a restaurant may have: the CHECK restaurants_delivery_radius_km_check. */
export const MAX_DELIVERY_RADIUS_KM = 50;

export interface SqlQuery {
  text: string;
  values: unknown[];
}

export interface DeliveryPoint {
  latitude: number;
  longitude: number;
}

/**
 * Restaurants whose delivery radius covers the point. Parameters $1 latitude, $2 longitude, $3 the
 * box size. The box (restaurants_location_idx, GiST on ll_to_earth) finds the restaurants within
 * the largest radius any restaurant may have; the exact distance then keeps those whose own radius
 * reaches. earth_distance uses a slightly larger Earth than geo/distance.ts, so whatever is listed
 * here also passes deliversTo() when an order is placed.
 */
const POINT = "ll_to_earth($1, $2)";
const LOCATION = "ll_to_earth(r.latitude, r.longitude)";
export const DISTANCE_METERS = `earth_distance(${POINT}, ${LOCATION})`;
export const DELIVERS_TO_POINT = `earth_box(${POINT}, $3) @> ${LOCATION} AND ${DISTANCE_METERS} <= r.delivery_radius_km * 1000`;

export const deliveryPointValues = (point: DeliveryPoint): unknown[] => [
  point.latitude,
  point.longitude,
  MAX_DELIVERY_RADIUS_KM * 1000,
];

const KM_PER_DEGREE = 111.195;

export interface LatLngBounds {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/**
 * The latitude/longitude rectangle holding every point within `km` of the point (poles and the
 * antimeridian aside, which Andhra Pradesh is far from), with a 1% margin.
 */
export function boundsAround(point: DeliveryPoint, km: number): LatLngBounds {
  const reach = (km * 1.01) / KM_PER_DEGREE;
  const cos = Math.cos((point.latitude * Math.PI) / 180);
  const ratio = Math.sin((reach * Math.PI) / 180) / cos;
  const lngReach = cos <= 0 || ratio >= 1 ? 180 : (Math.asin(ratio) * 180) / Math.PI;
  return {
    minLatitude: point.latitude - reach,
    maxLatitude: point.latitude + reach,
    minLongitude: point.longitude - lngReach,
    maxLongitude: point.longitude + lngReach,
  };
}

/** Every order ends with the id, so pages never overlap or skip a restaurant. */
const ORDER_BY: Record<RestaurantSortKey, string> = {
  "price-lowtohigh": `r.price_for_two_paise ASC, ${DISTANCE_METERS} ASC, r.id`,
  "price-hightolow": `r.price_for_two_paise DESC, ${DISTANCE_METERS} ASC, r.id`,
  distance: `${DISTANCE_METERS} ASC, r.id`,
  rating: `r.rating DESC, ${DISTANCE_METERS} ASC, r.id`,
  "delivery-time": `r.delivery_time_minutes ASC, ${DISTANCE_METERS} ASC, r.id`,
};

export interface NearbyPageQuery extends DeliveryPoint {
  categories: readonly RestaurantCategory[];
  sort: RestaurantSortKey;
  limit: number;
  offset: number;
}

/** One page of the restaurants delivering to the point, each row with "totalCount" (all pages). */
export function nearbyRestaurantsSql(selectList: string, query: NearbyPageQuery): SqlQuery {
  const values = [...deliveryPointValues(query), query.limit, query.offset];
  let where = DELIVERS_TO_POINT;
  if (query.categories.length > 0) {
    values.push([...query.categories]);
    where += ` AND r.category = ANY($${values.length}::varchar[])`;
  }
  return {
    text: `SELECT ${selectList}, count(*) OVER () AS "totalCount" FROM restaurants r
      WHERE ${where} ORDER BY ${ORDER_BY[query.sort]} LIMIT $4 OFFSET $5`,
    values,
  };
}

/** How many restaurants deliver to the point: only needed when a page starts past the last one. */
export function nearbyRestaurantsCountSql(query: DeliveryPoint & { categories: readonly RestaurantCategory[] }): SqlQuery {
  const values = deliveryPointValues(query);
  let where = DELIVERS_TO_POINT;
  if (query.categories.length > 0) {
    values.push([...query.categories]);
    where += ` AND r.category = ANY($${values.length}::varchar[])`;
  }
  return { text: `SELECT count(*) AS "totalCount" FROM restaurants r WHERE ${where}`, values };
}
