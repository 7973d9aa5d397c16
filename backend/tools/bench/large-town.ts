import { Client } from "pg";
import { menuSearchSql } from "@ruchi/backend/dist/modules/menu/menu-search-sql";
import { sameHoursEveryDay } from "@ruchi/backend/dist/modules/restaurants/opening-hours";
import { nearbyRestaurantsSql } from "@ruchi/backend/dist/modules/restaurants/restaurants-near-sql";
import { DEMO_TOWN } from "@ruchi/backend/dist/db/seed/demo-town";

/**
 * Fills the bench database up to 10,000 restaurants spread over Andhra Pradesh (a few hundred
 * around the demo town) and 500,000 menu items, then returns the plans of the near-me query and of
 * the search for each keyword, which must show index scans.
 */
export async function fillLargeTown(
  databaseUrl: string,
  keywords: readonly string[],
): Promise<{ near: string; search: Record<string, string> }> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `
      INSERT INTO restaurants (name, address, category, opening_hours, price_for_two_paise,
        delivery_time_minutes, rating, latitude, longitude, delivery_radius_km)
      SELECT 'Bench Restaurant ' || g, 'Bench Street ' || g, (ARRAY['veg','non-veg','both'])[1 + g % 3], $3::jsonb,
        20000 + (g % 40) * 1000, 20 + g % 30, 3 + (g % 20) / 10.0,
        CASE WHEN g % 25 = 0 THEN $1 + (random() - 0.5) * 0.1 ELSE 13.5 + random() * 5.5 END,
        CASE WHEN g % 25 = 0 THEN $2 + (random() - 0.5) * 0.1 ELSE 77.5 + random() * 6.5 END,
        3 + g % 8
      FROM generate_series(1, 10000 - (SELECT count(*) FROM restaurants)) g`,
      [DEMO_TOWN.latitude, DEMO_TOWN.longitude, JSON.stringify(sameHoursEveryDay("08:00", "23:00"))],
    );
    await db.query(`
      INSERT INTO menu_items (restaurant_id, name, description, category, is_veg, original_price_paise, offer_price_paise)
      SELECT r.id, (ARRAY['Idli','Dosa','Chicken Biryani','Veg Meals','Paneer Curry','Burger','Pizza','Lassi','Cake','Chicken 65'])[1 + (g + n) % 10] || ' ' || g,
        'Bench dish number ' || g, (ARRAY['tiffin','meal','drink','fastFood','bakeryItem','starter'])[1 + g % 6], g % 2 = 0,
        10000 + g % 200 * 100, 9000 + g % 200 * 100
      FROM (SELECT id, row_number() OVER () AS n FROM restaurants WHERE name LIKE 'Bench Restaurant %') r,
        generate_series(1, 50) g`);
    // What autovacuum does after a bulk load, done at once: statistics, and the visibility map that
    // lets near-me read the delivery cells from their index alone.
    for (const table of ["restaurants", "restaurant_delivery_cells", "menu_items"]) await db.query(`VACUUM ANALYZE ${table}`);
    // And the load's dirty pages written out now, not by a checkpoint in the middle of a measurement
    // (CHECKPOINT needs a superuser or pg_checkpoint; without it the measurements run anyway).
    await db.query("CHECKPOINT").catch(() => undefined);
    const point = { latitude: DEMO_TOWN.latitude, longitude: DEMO_TOWN.longitude };
    const near = nearbyRestaurantsSql("r.id, r.name", { ...point, categories: [], sort: "price-lowtohigh", limit: 20, offset: 0 });
    const plan = async (sql: { text: string; values: unknown[] }) =>
      (await db.query(`EXPLAIN ${sql.text}`, sql.values)).rows.map((r: { "QUERY PLAN": string }) => r["QUERY PLAN"]).join("\n");
    const search: Record<string, string> = {};
    for (const keyword of keywords) {
      search[keyword] = await plan(
        menuSearchSql("m.id, m.name", "r.name AS restaurant_name", { ...point, keyword, categories: [], limit: 40 }),
      );
    }
    return { near: await plan(near), search };
  } finally {
    await db.end();
  }
}
