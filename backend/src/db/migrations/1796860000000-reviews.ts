import type { MigrationInterface, QueryRunner } from "typeorm";

/** What the near-me list sorts by: its trigger (1796600000000-delivery-cells.ts) rewrites the cells on a change of these. */
const CELL_COLUMNS = `"latitude", "longitude", "location", "delivery_radius_km", "delivery_chord_m", "price_for_two_paise", "rating", "delivery_time_minutes", "category"`;

/**
 * Ratings and reviews (docs/architecture.md#ratings-and-reviews): one rating per delivered order
 * (unique on the order), the invites sent (one per order, whichever node sends it), and on each
 * restaurant the sum and count of its customers' food ratings, updated in the rating's
 * transaction, so every list reads its rating with the row it reads anyway.
 *
 * `restaurant_rating` is the rule (restaurants/restaurant-rating.ts computes the same in the app):
 * the admin's starting rating until 5 customers rated, then the starting rating weighed as 5
 * ratings of its value with theirs, to one decimal. The near-me cells keep that rating for the
 * sort: a second trigger, after the cells' own (triggers of one event run in the order of their
 * names), sets it whenever the cells were rewritten or the sum and count changed.
 */
export class Reviews1796860000000 implements MigrationInterface {
  name = "Reviews1796860000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "restaurants" ADD "rating_sum" integer NOT NULL DEFAULT 0, ADD "rating_count" integer NOT NULL DEFAULT 0`);
    await q.query(
      `ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_rating_sum_check" CHECK ("rating_sum" >= 0), ADD CONSTRAINT "restaurants_rating_count_check" CHECK ("rating_count" >= 0)`,
    );
    await q.query(`
      CREATE FUNCTION "restaurant_rating"("starting" numeric, "total" integer, "ratings" integer) RETURNS numeric(2,1)
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT (CASE WHEN $3 >= 5 THEN round((5 * $1 + $2) / (5 + $3), 1) ELSE $1 END)::numeric(2,1) $$`);
    await q.query(`
      CREATE FUNCTION "restaurants_set_delivery_cells_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        current numeric(2,1) := restaurant_rating(NEW."rating", NEW."rating_sum", NEW."rating_count");
      BEGIN
        UPDATE "restaurant_delivery_cells" SET "rating" = current WHERE "restaurant_id" = NEW."id" AND "rating" IS DISTINCT FROM current;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER "restaurants_set_delivery_cells_rating"
      AFTER INSERT OR UPDATE OF ${CELL_COLUMNS}, "rating_sum", "rating_count" ON "restaurants"
      FOR EACH ROW EXECUTE FUNCTION "restaurants_set_delivery_cells_rating"()`);
    await q.query(`
      CREATE TABLE "order_ratings" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "restaurant_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "rider_id" uuid,
        "first_name" character varying(80) NOT NULL,
        "food_rating" smallint NOT NULL,
        "delivery_rating" smallint,
        "comment" character varying(500),
        "liked_menu_item_ids" uuid array NOT NULL,
        "reply" character varying(500),
        "replied_at" TIMESTAMP WITH TIME ZONE,
        "replied_by_id" uuid,
        "hidden_at" TIMESTAMP WITH TIME ZONE,
        "hidden_reason" character varying(500),
        "hidden_by_id" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "order_ratings_food_rating_check" CHECK ("food_rating" BETWEEN 1 AND 5),
        CONSTRAINT "order_ratings_delivery_rating_check" CHECK ("delivery_rating" BETWEEN 1 AND 5),
        CONSTRAINT "order_ratings_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "order_ratings_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE,
        CONSTRAINT "order_ratings_restaurant_id_fkey" FOREIGN KEY ("restaurant_id") REFERENCES "restaurants"("id") ON DELETE CASCADE,
        CONSTRAINT "order_ratings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "order_ratings_rider_id_fkey" FOREIGN KEY ("rider_id") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX "order_ratings_order_id_key" ON "order_ratings" ("order_id")`);
    await q.query(`CREATE INDEX "order_ratings_restaurant_id_created_at_idx" ON "order_ratings" ("restaurant_id", "created_at")`);
    await q.query(`CREATE INDEX "order_ratings_user_id_idx" ON "order_ratings" ("user_id")`);
    await q.query(`CREATE INDEX "order_ratings_rider_id_idx" ON "order_ratings" ("rider_id")`);
    await q.query(`
      CREATE TABLE "order_rating_invites" (
        "order_id" uuid NOT NULL,
        "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "order_rating_invites_pkey" PRIMARY KEY ("order_id"),
        CONSTRAINT "order_rating_invites_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "order_rating_invites"`);
    await q.query(`DROP TABLE "order_ratings"`);
    await q.query(`DROP TRIGGER "restaurants_set_delivery_cells_rating" ON "restaurants"`);
    await q.query(`DROP FUNCTION "restaurants_set_delivery_cells_rating"()`);
    await q.query(`DROP FUNCTION "restaurant_rating"(numeric, integer, integer)`);
    await q.query(
      `ALTER TABLE "restaurants" DROP CONSTRAINT "restaurants_rating_count_check", DROP CONSTRAINT "restaurants_rating_sum_check"`,
    );
    await q.query(`ALTER TABLE "restaurants" DROP COLUMN "rating_count", DROP COLUMN "rating_sum"`);
  }
}
