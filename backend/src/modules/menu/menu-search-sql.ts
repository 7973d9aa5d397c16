import { containsPattern } from "../../common/like-pattern";
import type { SqlQuery } from "../../db/sql-query";
import { boundsAround } from "../geo/bounds-around";
import type { LatLng } from "../geo/distance";
import { DISTANCE_METERS, MAX_DELIVERY_RADIUS_KM } from "../restaurants/delivery-area-sql";
import type { MenuCategory } from "./menu-category";

/** Exactly the expression of menu_items_search_idx (GIN, gin_trgm_ops), so the index serves every match. */
const SEARCH_TEXT = `lower(m.name || ' ' || m.description || ' ' || m.category)`;

export interface MenuSearchQuery extends LatLng {
  /** Normalised (search-keyword.ts): trimmed, lower-case. */
  keyword: string;
  /** Categories the keyword names by label; their items match as well. */
  categories: readonly MenuCategory[];
  limit: number;
}

/**
 * Items of the restaurants delivering to the point whose name, description or category contains
 * the keyword, literally ($7 is an escaped LIKE pattern). Names containing it come first, then by
 * trigram similarity of the name, then by rating.
 *
 * Every match condition is a LIKE on the trigram index's own expression (a category named by its
 * label is matched through the category id inside that text), so the index can always serve
 * them. The restaurants are narrowed by a latitude/longitude rectangle rather than the GiST box:
 * the planner has real statistics for plain columns but guesses 0.1% for any cube containment,
 * which in a town where every restaurant is near would send it scanning each restaurant's whole
 * menu instead of using the trigram index.
 */
export function menuSearchSql(menuColumns: string, restaurantColumns: string, query: MenuSearchQuery): SqlQuery {
  const area = boundsAround(query, MAX_DELIVERY_RADIUS_KM);
  const values: unknown[] = [
    query.latitude, query.longitude,
    area.minLatitude, area.maxLatitude, area.minLongitude, area.maxLongitude,
    containsPattern(query.keyword), query.keyword, query.limit,
  ];
  const matches = [`${SEARCH_TEXT} LIKE $7 ESCAPE '\\'`];
  for (const category of query.categories) {
    values.push(containsPattern(category.toLowerCase()));
    matches.push(`${SEARCH_TEXT} LIKE $${values.length} ESCAPE '\\'`);
  }
  // OFFSET 0 keeps the planner from sorting every match in the state and only then looking for
  // the nearby ones: the matches of the nearby restaurants are found first, then ranked.
  return {
    text: `SELECT * FROM (
        SELECT ${menuColumns}, ${restaurantColumns},
          (lower(m.name) LIKE $7 ESCAPE '\\') AS search_name_hit, similarity(lower(m.name), $8) AS search_similarity,
          m.rating AS search_rating, m.name AS search_name, m.id AS search_id
        FROM menu_items m JOIN restaurants r ON r.id = m.restaurant_id
        WHERE (${matches.join(" OR ")})
          AND r.latitude BETWEEN $3 AND $4 AND r.longitude BETWEEN $5 AND $6
          AND ${DISTANCE_METERS} <= r.delivery_radius_km * 1000
        OFFSET 0) AS matched
      ORDER BY search_name_hit DESC, search_similarity DESC, search_rating DESC, search_name, search_id
      LIMIT $9`,
    values,
  };
}
