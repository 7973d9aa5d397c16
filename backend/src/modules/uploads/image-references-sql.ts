import type { SqlQuery } from "../../db/sql-query";

/** Every table whose image column may name a stored picture; a file still named by one of them is kept. */
const IMAGE_REFERENCES = ["banners", "restaurants", "menu_items", "order_lines"] as const;

/**
 * Whether any row of those tables names the picture, answered as `used`: one statement over the
 * four tables (the query builder cannot select without a FROM), run once per picture removed.
 */
export function imageInUseSql(url: string): SqlQuery {
  const checks = IMAGE_REFERENCES.map((table) => `EXISTS (SELECT 1 FROM ${table} WHERE image = $1)`).join(" OR ");
  return { text: `SELECT (${checks}) AS used`, values: [url] };
}
