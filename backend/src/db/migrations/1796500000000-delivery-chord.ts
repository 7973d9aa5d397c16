import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Each restaurant's delivery radius as a straight line through the earth (`gc_to_sec`), kept by
 * the location trigger. "Does it deliver here" then compares two straight lines (cube_distance, a
 * C function) instead of turning every candidate's straight line into a great-circle distance
 * (earth_distance's sec_to_gc, an SQL function run per row: three quarters of the near-me
 * statement's time at 300 candidates). The one grows with the other, so the same restaurants pass.
 */
export class DeliveryChord1796500000000 implements MigrationInterface {
  name = "DeliveryChord1796500000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "restaurants" ADD "delivery_chord_m" double precision`);
    await q.query(`UPDATE "restaurants" SET "delivery_chord_m" = gc_to_sec("delivery_radius_km" * 1000)`);
    await q.query(`ALTER TABLE "restaurants" ALTER COLUMN "delivery_chord_m" SET NOT NULL`);
    await q.query(`
      CREATE OR REPLACE FUNCTION "restaurants_set_location"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW."location" := ll_to_earth(NEW."latitude", NEW."longitude");
        NEW."delivery_chord_m" := gc_to_sec(NEW."delivery_radius_km" * 1000);
        RETURN NEW;
      END
      $$`);
    await q.query(`DROP TRIGGER "restaurants_set_location" ON "restaurants"`);
    await q.query(`
      CREATE TRIGGER "restaurants_set_location"
      BEFORE INSERT OR UPDATE OF "latitude", "longitude", "location", "delivery_radius_km", "delivery_chord_m" ON "restaurants"
      FOR EACH ROW EXECUTE FUNCTION "restaurants_set_location"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "restaurants_set_location" ON "restaurants"`);
    await q.query(`
      CREATE OR REPLACE FUNCTION "restaurants_set_location"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW."location" := ll_to_earth(NEW."latitude", NEW."longitude");
        RETURN NEW;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER "restaurants_set_location" BEFORE INSERT OR UPDATE OF "latitude", "longitude", "location" ON "restaurants"
      FOR EACH ROW EXECUTE FUNCTION "restaurants_set_location"()`);
    await q.query(`ALTER TABLE "restaurants" DROP COLUMN "delivery_chord_m"`);
  }
}
