import { menuSearchSql } from "../src/modules/menu/menu-search-sql";
import { DELIVERS_TO_POINT, DELIVERY_POINT, deliveryPointValues } from "../src/modules/restaurants/delivery-area-sql";
import { sameHoursEveryDay } from "../src/modules/restaurants/opening-hours";
import { nearbyRestaurantsSql } from "../src/modules/restaurants/restaurants-near-sql";
import { startTestApp, type TestApp } from "./support/test-app";
import { PLACES } from "./catalogue-support";

/**
 * The near-me and search statements must be served by their indexes (docs/architecture.md#budgets), checked with
 * EXPLAIN on tables big enough for the planner to care, statistics fresh: 3,000 restaurants with
 * ten dishes each, 2,400 spread over Andhra Pradesh and 600 crowded into one town (Guntur), as a
 * busy town would have them. Both ask for the restaurants delivering to the point through their
 * delivery areas' index; search then reads those restaurants' dishes by restaurant, in the crowded
 * town too, for a common keyword as for a rare one, never every match in the state. Near-me reads
 * the delivery cells kept for it (an index-only range of the point's cell), which must list exactly
 * the restaurants the delivery areas do.
 */
const CROWDED_TOWN = PLACES.guntur;
const SPREAD_OUT = PLACES.kurnool;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await app.db.query(
    `
    INSERT INTO restaurants (name, category, opening_hours, latitude, longitude, delivery_radius_km,
      price_for_two_paise, delivery_time_minutes, address)
    SELECT 'Generated ' || i, (ARRAY['veg', 'non-veg', 'both'])[1 + i % 3], $3::jsonb,
      CASE WHEN i <= 600 THEN $1 - 0.13 + ((i * 7919) % 260) / 1000.0 ELSE 12.7 + ((i * 7919) % 7000) / 1000.0 END,
      CASE WHEN i <= 600 THEN $2 - 0.13 + ((i * 104729) % 260) / 1000.0 ELSE 76.8 + ((i * 104729) % 8000) / 1000.0 END,
      3 + i % 12, 10000 + (i % 50) * 1000, 20 + i % 40, 'Generated Road ' || i
    FROM generate_series(1, 3000) AS i`,
    [CROWDED_TOWN.latitude, CROWDED_TOWN.longitude, JSON.stringify(sameHoursEveryDay("09:00", "22:00"))],
  );
  await app.db.query(`
    INSERT INTO menu_items (restaurant_id, name, description, category, is_veg, original_price_paise, offer_price_paise)
    SELECT r.id,
      (ARRAY['Idli', 'Dosa', 'Vada', 'Upma', 'Pongal', 'Chicken Biryani', 'Veg Meals', 'Gobi Manchurian', 'Fish Fry',
             'Curd Rice', 'Lemon Rice', 'Masala Dosa', 'Parotta', 'Chapati', 'Egg Curry'])[1 + (j + n) % 15] || ' ' || j,
      'House special number ' || (j * n) % 97, (ARRAY['tiffin', 'meal', 'starter'])[1 + j % 3], j % 2 = 0, 15000, 12000
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM restaurants) AS r, generate_series(1, 10) AS j`);
  await app.db.query(`
    UPDATE menu_items SET name = 'Zafrani Pulao'
    WHERE id IN (SELECT id FROM menu_items ORDER BY id LIMIT 5)`);
  // As autovacuum leaves tables after a bulk load: statistics fresh, the visibility map set.
  await app.db.query(`VACUUM ANALYZE restaurants`);
  await app.db.query(`VACUUM ANALYZE restaurant_delivery_cells`);
  await app.db.query(`ANALYZE menu_items`);
});
afterAll(() => app.stop());

async function plan(query: { text: string; values: unknown[] }): Promise<string> {
  const { rows } = await app.db.query(`EXPLAIN ${query.text}`, query.values);
  return rows.map((row: { "QUERY PLAN": string }) => row["QUERY PLAN"]).join("\n");
}

describe("index use", () => {
  it.each([
    ["spread out", SPREAD_OUT],
    ["crowded", CROWDED_TOWN],
  ])("finds the restaurants delivering to a point (%s) in the point's delivery cell, from the index alone", async (_town, point) => {
    const text = await plan(nearbyRestaurantsSql("r.*", { ...point, categories: [], sort: "distance", limit: 20, offset: 0 }));
    expect(text).toMatch(/Index Only Scan using restaurant_delivery_cells_pkey/);
    expect(text).not.toMatch(/Seq Scan on (restaurants|restaurant_delivery_cells)/);
    // The rim's cells are checked by two straight lines, not by earthdistance's SQL functions per row.
    expect(text).toMatch(/Filter: \(r(_1)?\.whole OR \(cube_distance\(.*\) <= r(_1)?\.delivery_chord_m\)\)/);
    expect(text).toMatch(/Index Scan using restaurants_pkey on restaurants/);
    expect(text).not.toContain("sec_to_gc");
  });

  it("lists through the delivery cells exactly the restaurants whose delivery area holds the point, wherever it is", async () => {
    const { rows: corners } = await app.db.query(
      `SELECT min(latitude) AS south, max(latitude) AS north, min(longitude) AS west, max(longitude) AS east FROM restaurants`,
    );
    const { south, north, west, east } = corners[0] as Record<string, number>;
    const points: Array<{ latitude: number; longitude: number }> = [CROWDED_TOWN, SPREAD_OUT];
    for (let i = 0; i < 150; i += 1) {
      // Spread evenly over the area with restaurants, and a tenth of them right beside the crowded town.
      const near = i % 10 === 0;
      const a = (i * 0.6180339887) % 1;
      const b = (i * 0.7548776662) % 1;
      points.push(
        near
          ? { latitude: CROWDED_TOWN.latitude - 0.2 + a * 0.4, longitude: CROWDED_TOWN.longitude - 0.2 + b * 0.4 }
          : { latitude: south + a * (north - south), longitude: west + b * (east - west) },
      );
    }
    let delivered = 0;
    for (const point of points) {
      const page = nearbyRestaurantsSql("r.id", { ...point, categories: [], sort: "distance", limit: 5000, offset: 0 });
      const byCells = (await app.db.query(page.text, page.values)).rows.map((row: { id: string }) => row.id).sort();
      const byAreas = (
        await app.db.query(
          `SELECT r.id FROM ${DELIVERY_POINT}, restaurants r WHERE ${DELIVERS_TO_POINT} ORDER BY r.id`,
          deliveryPointValues(point),
        )
      ).rows.map((row: { id: string }) => row.id);
      expect(byCells).toEqual(byAreas);
      delivered += byAreas.length;
    }
    expect(delivered).toBeGreaterThan(1000);
  });

  it.each([
    ["a rare keyword", "zafrani", []],
    ["a keyword in every tenth dish", "idli", []],
    ["a category label (a home page tile)", "tiffins", ["tiffin"]],
  ] as const)(
    "searches the dishes of a crowded town for %s by the town's restaurants, not the state's matches",
    async (_what, keyword, categories) => {
      const text = await plan(menuSearchSql("m.*", "r.*", { ...CROWDED_TOWN, keyword, categories, limit: 20 }));
      expect(text).toContain("restaurants_delivery_area_idx");
      expect(text).toContain("menu_items_restaurant_id_idx");
      expect(text).not.toMatch(/Seq Scan on (menu_items|restaurants)/);
    },
  );
});
