import type { SqlQuery } from "../../db/sql-query";
import type { LatLng } from "../geo/distance";
import { DELIVERING_CELL_ROWS, DELIVERY_POINT, STRAIGHT_LINE_TO_POINT, deliveryPointValues } from "./delivery-area-sql";
import type { RestaurantCategory } from "./restaurant-category";
import type { RestaurantSortKey } from "./restaurant-sort";

type SortKey = readonly [expression: string, direction: "ASC" | "DESC"];

const NEAREST: SortKey = [STRAIGHT_LINE_TO_POINT, "ASC"];
/** Each order's keys; every order then ends with the id, so pages never overlap or skip a restaurant. */
const SORT_KEYS: Record<RestaurantSortKey, readonly SortKey[]> = {
  "price-lowtohigh": [["r.price_for_two_paise", "ASC"], NEAREST],
  "price-hightolow": [["r.price_for_two_paise", "DESC"], NEAREST],
  distance: [NEAREST],
  rating: [["r.rating", "DESC"], NEAREST],
  "delivery-time": [["r.delivery_time_minutes", "ASC"], NEAREST],
};

export interface NearbyPageQuery extends LatLng {
  categories: readonly RestaurantCategory[];
  sort: RestaurantSortKey;
  limit: number;
  offset: number;
}

/**
 * One page of the restaurants delivering to the point, each row with "totalCount" (all pages).
 * The page is chosen from the point's delivery cells alone (an index-only read of the few columns
 * the check, the count and the order need), and only its restaurants are read whole, each by its
 * key (OFFSET 0 keeps the planner from reading the whole table for a page it expects to be long).
 */
export function nearbyRestaurantsSql(selectList: string, query: NearbyPageQuery): SqlQuery {
  const values = [...deliveryPointValues(query), query.limit, query.offset];
  let where = DELIVERING_CELL_ROWS;
  if (query.categories.length > 0) {
    values.push([...query.categories]);
    where += ` AND r.category = ANY($${values.length}::varchar[])`;
  }
  const keys = SORT_KEYS[query.sort];
  const keyColumns = keys.map(([expression], i) => `${expression} AS sort_key_${i}`).join(", ");
  const order = (table: string) => [...keys.map(([, direction], i) => `${table}sort_key_${i} ${direction}`), `${table}id`].join(", ");
  return {
    text: `SELECT ${selectList}, page."totalCount"
      FROM (SELECT r.restaurant_id AS id, ${keyColumns}, count(*) OVER () AS "totalCount" FROM ${DELIVERY_POINT}, restaurant_delivery_cells r
        WHERE ${where} ORDER BY ${order("")} LIMIT $3 OFFSET $4) page
      CROSS JOIN LATERAL (SELECT * FROM restaurants WHERE id = page.id OFFSET 0) r ORDER BY ${order("page.")}`,
    values,
  };
}

/** How many restaurants deliver to the point: only needed when a page starts past the last one. */
export function nearbyRestaurantsCountSql(query: LatLng & { categories: readonly RestaurantCategory[] }): SqlQuery {
  const values = deliveryPointValues(query);
  let where = DELIVERING_CELL_ROWS;
  if (query.categories.length > 0) {
    values.push([...query.categories]);
    where += ` AND r.category = ANY($${values.length}::varchar[])`;
  }
  return { text: `SELECT count(*) AS "totalCount" FROM ${DELIVERY_POINT}, restaurant_delivery_cells r WHERE ${where}`, values };
}
