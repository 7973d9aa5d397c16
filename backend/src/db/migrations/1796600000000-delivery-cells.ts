import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * "Who delivers here", worked out ahead: the state is cut into cells of 0.02° × 0.02° (about
 * 2.2 × 2.1 km in Andhra Pradesh; the grid does not wrap at ±180°, which no town of ours is near),
 * and each restaurant has a row for every cell its delivery area reaches, with what the near-me
 * list counts and sorts by. A point's candidates are then one B-tree range read from the index
 * alone, instead of one heap row per candidate behind the GiST index: in a city where 300
 * restaurants deliver, the list reads 300 small index entries.
 *
 * `whole` marks a cell every corner of which lies at least 50 m inside the radius: every point in
 * it is delivered to, with no check. The other cells (the rim) keep the exact check of
 * delivery-area-sql.ts. A cell is listed for a restaurant when its nearest point is within the
 * radius plus 50 m, so rounding never leaves out a point the exact check would let in.
 *
 * A trigger keeps the rows in step with the restaurant (after the location trigger has set its
 * location and chord): any change of place, radius or of what the list sorts and filters by
 * writes its rows again (about 50 for a 6 km radius, 2,000 for the largest allowed, 50 km).
 */
export class DeliveryCells1796600000000 implements MigrationInterface {
  name = "DeliveryCells1796600000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION "delivery_cell"("latitude" double precision, "longitude" double precision) RETURNS bigint
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT floor(($1 + 90) / 0.02)::bigint * 18000 + floor(($2 + 180) / 0.02)::bigint $$`);
    await q.query(`
      CREATE TABLE "restaurant_delivery_cells" (
        "cell" bigint NOT NULL,
        "restaurant_id" uuid NOT NULL REFERENCES "restaurants" ("id") ON DELETE CASCADE,
        "whole" boolean NOT NULL,
        "price_for_two_paise" integer NOT NULL,
        "rating" numeric(2,1) NOT NULL,
        "delivery_time_minutes" smallint NOT NULL,
        "category" varchar(8) NOT NULL,
        "location" earth NOT NULL,
        "delivery_chord_m" double precision NOT NULL,
        CONSTRAINT "restaurant_delivery_cells_pkey" PRIMARY KEY ("cell", "restaurant_id")
          INCLUDE ("whole", "price_for_two_paise", "rating", "delivery_time_minutes", "category", "location", "delivery_chord_m")
      )`);
    await q.query(`CREATE INDEX "restaurant_delivery_cells_restaurant_idx" ON "restaurant_delivery_cells" ("restaurant_id")`);
    await q.query(`
      CREATE FUNCTION "restaurants_set_delivery_cells"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        reach_m double precision := NEW."delivery_radius_km" * 1000;
        lat_span double precision := NEW."delivery_radius_km" / 110.0 + 0.001;
        lng_span double precision := lat_span / cos(radians(NEW."latitude"));
      BEGIN
        DELETE FROM "restaurant_delivery_cells" WHERE "restaurant_id" = NEW."id";
        INSERT INTO "restaurant_delivery_cells"
          ("cell", "restaurant_id", "whole", "price_for_two_paise", "rating", "delivery_time_minutes", "category", "location", "delivery_chord_m")
        SELECT i * 18000 + j, NEW."id",
          (SELECT max(earth_distance(NEW."location", ll_to_earth(corner_lat, corner_lng))) <= reach_m - 50
             FROM (VALUES (south, west), (south + 0.02, west), (south, west + 0.02), (south + 0.02, west + 0.02)) AS corners (corner_lat, corner_lng)),
          NEW."price_for_two_paise", NEW."rating", NEW."delivery_time_minutes", NEW."category", NEW."location", NEW."delivery_chord_m"
        FROM generate_series(floor((NEW."latitude" - lat_span + 90) / 0.02)::bigint, floor((NEW."latitude" + lat_span + 90) / 0.02)::bigint) AS i,
          generate_series(floor((NEW."longitude" - lng_span + 180) / 0.02)::bigint, floor((NEW."longitude" + lng_span + 180) / 0.02)::bigint) AS j,
          LATERAL (SELECT i * 0.02 - 90 AS south, j * 0.02 - 180 AS west) AS edges
        WHERE earth_distance(NEW."location", ll_to_earth(
          greatest(south, least(NEW."latitude", south + 0.02)), greatest(west, least(NEW."longitude", west + 0.02)))) <= reach_m + 50;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER "restaurants_set_delivery_cells"
      AFTER INSERT OR UPDATE OF "latitude", "longitude", "location", "delivery_radius_km", "delivery_chord_m",
        "price_for_two_paise", "rating", "delivery_time_minutes", "category" ON "restaurants"
      FOR EACH ROW EXECUTE FUNCTION "restaurants_set_delivery_cells"()`);
    await q.query(`UPDATE "restaurants" SET "location" = "location"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "restaurants_set_delivery_cells" ON "restaurants"`);
    await q.query(`DROP FUNCTION "restaurants_set_delivery_cells"()`);
    await q.query(`DROP TABLE "restaurant_delivery_cells"`);
    await q.query(`DROP FUNCTION "delivery_cell"(double precision, double precision)`);
  }
}
