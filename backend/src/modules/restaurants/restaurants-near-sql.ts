import type { SqlQuery } from "../../db/sql-query";
import type { LatLng } from "../geo/distance";
import { DELIVERS_TO_POINT, DISTANCE_METERS, deliveryPointValues } from "./delivery-area-sql";
import type { RestaurantCategory } from "./restaurant-category";
import type { RestaurantSortKey } from "./restaurant-sort";

/** Every order ends with the id, so pages never overlap or skip a restaurant. */
const ORDER_BY: Record<RestaurantSortKey, string> = {
  "price-lowtohigh": `r.price_for_two_paise ASC, ${DISTANCE_METERS} ASC, r.id`,
  "price-hightolow": `r.price_for_two_paise DESC, ${DISTANCE_METERS} ASC, r.id`,
  distance: `${DISTANCE_METERS} ASC, r.id`,
  rating: `r.rating DESC, ${DISTANCE_METERS} ASC, r.id`,
  "delivery-time": `r.delivery_time_minutes ASC, ${DISTANCE_METERS} ASC, r.id`,
};

export interface NearbyPageQuery extends LatLng {
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
      WHERE ${where} ORDER BY ${ORDER_BY[query.sort]} LIMIT $3 OFFSET $4`,
    values,
  };
}

/** How many restaurants deliver to the point: only needed when a page starts past the last one. */
export function nearbyRestaurantsCountSql(query: LatLng & { categories: readonly RestaurantCategory[] }): SqlQuery {
  const values = deliveryPointValues(query);
  let where = DELIVERS_TO_POINT;
  if (query.categories.length > 0) {
    values.push([...query.categories]);
    where += ` AND r.category = ANY($${values.length}::varchar[])`;
  }
  return { text: `SELECT count(*) AS "totalCount" FROM restaurants r WHERE ${where}`, values };
}
