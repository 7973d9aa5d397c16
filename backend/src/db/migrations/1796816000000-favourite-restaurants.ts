import type { MigrationInterface, QueryRunner } from "typeorm";

/** Customers' favourite restaurants (docs/architecture.md#favourites): one row each, gone with the customer or the restaurant. */
export class FavouriteRestaurants1796816000000 implements MigrationInterface {
  name = "FavouriteRestaurants1796816000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "favourite_restaurants" (
        "user_id" uuid NOT NULL,
        "restaurant_id" uuid NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "favourite_restaurants_pkey" PRIMARY KEY ("user_id", "restaurant_id"),
        CONSTRAINT "favourite_restaurants_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "favourite_restaurants_restaurant_id_fkey" FOREIGN KEY ("restaurant_id") REFERENCES "restaurants"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "favourite_restaurants_restaurant_id_idx" ON "favourite_restaurants" ("restaurant_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "favourite_restaurants"`);
  }
}
