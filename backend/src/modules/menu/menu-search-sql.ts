import { containsPattern } from "../../common/like-pattern";
import type { SqlQuery } from "../../db/sql-query";
import type { LatLng } from "../geo/distance";
import { DELIVERS_TO_POINT, DELIVERY_POINT } from "../restaurants/delivery-area-sql";
import type { MenuCategory } from "./menu-category";

/** The text a keyword is looked for in: name, description and category id, lower case. */
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
 * the keyword, literally ($3 is an escaped LIKE pattern). Names containing it come first, then by
 * trigram similarity of the name, then by rating.
 *
 * The restaurants delivering to the point come first (restaurants_delivery_area_idx), then their
 * items (menu_items_restaurant_id_idx), each tested against the keyword: the cost follows the
 * menus of the town, the same for a keyword matching a tenth of all dishes as for a rare one, and
 * never the state's dishes (the trigram index would read every match of a common keyword in the
 * state first: a hundred times the town's matches at 10,000 restaurants). A category named by its
 * label matches through the category id inside the same text.
 */
export function menuSearchSql(menuColumns: string, restaurantColumns: string, query: MenuSearchQuery): SqlQuery {
  const values: unknown[] = [query.latitude, query.longitude, containsPattern(query.keyword), query.keyword, query.limit];
  const matches = [`${SEARCH_TEXT} LIKE $3 ESCAPE '\\'`];
  for (const category of query.categories) {
    values.push(containsPattern(category.toLowerCase()));
    matches.push(`${SEARCH_TEXT} LIKE $${values.length} ESCAPE '\\'`);
  }
  return {
    text: `SELECT ${menuColumns}, ${restaurantColumns},
        (lower(m.name) LIKE $3 ESCAPE '\\') AS search_name_hit, similarity(lower(m.name), $4) AS search_similarity,
        m.rating AS search_rating, m.name AS search_name, m.id AS search_id
      FROM ${DELIVERY_POINT}, restaurants r JOIN menu_items m ON m.restaurant_id = r.id
      WHERE ${DELIVERS_TO_POINT} AND (${matches.join(" OR ")})
      ORDER BY search_name_hit DESC, search_similarity DESC, search_rating DESC, search_name, search_id
      LIMIT $5`,
    values,
  };
}
