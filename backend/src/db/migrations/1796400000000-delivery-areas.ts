import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Each restaurant's place on the earth, kept by a trigger, and a GiST index on its delivery area
 * (the box around it as large as its own radius). "Who delivers here" then reads only the
 * restaurants whose own area holds the point, instead of every restaurant within the largest
 * radius any restaurant may have, and the distances come from the stored point instead of
 * converting latitude and longitude on every row (docs/architecture.md#budgets: cost flat in the state's size).
 * Search now reads the dishes of those restaurants by restaurant, so the two trigram indexes over
 * every dish of the state are no longer read by any query, only written on every menu change.
 */
export class DeliveryAreas1796400000000 implements MigrationInterface {
  name = "DeliveryAreas1796400000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "restaurants" ADD "location" earth`);
    await q.query(`UPDATE "restaurants" SET "location" = ll_to_earth("latitude", "longitude")`);
    await q.query(`ALTER TABLE "restaurants" ALTER COLUMN "location" SET NOT NULL`);
    await q.query(`
      CREATE FUNCTION "restaurants_set_location"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW."location" := ll_to_earth(NEW."latitude", NEW."longitude");
        RETURN NEW;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER "restaurants_set_location" BEFORE INSERT OR UPDATE OF "latitude", "longitude", "location" ON "restaurants"
      FOR EACH ROW EXECUTE FUNCTION "restaurants_set_location"()`);
    await q.query(
      `CREATE INDEX "restaurants_delivery_area_idx" ON "restaurants" USING gist (earth_box("location", "delivery_radius_km" * 1000))`,
    );
    await q.query(`DROP INDEX "restaurants_location_idx"`);
    await q.query(`DROP INDEX "menu_items_search_idx"`);
    await q.query(`DROP INDEX "menu_items_name_trgm_idx"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "menu_items_name_trgm_idx" ON "menu_items" USING gin (lower("name") gin_trgm_ops)`);
    await q.query(
      `CREATE INDEX "menu_items_search_idx" ON "menu_items" USING gin ((lower("name" || ' ' || "description" || ' ' || "category")) gin_trgm_ops)`,
    );
    await q.query(`CREATE INDEX "restaurants_location_idx" ON "restaurants" USING gist (ll_to_earth("latitude", "longitude"))`);
    await q.query(`DROP INDEX "restaurants_delivery_area_idx"`);
    await q.query(`DROP TRIGGER "restaurants_set_location" ON "restaurants"`);
    await q.query(`DROP FUNCTION "restaurants_set_location"()`);
    await q.query(`ALTER TABLE "restaurants" DROP COLUMN "location"`);
  }
}
