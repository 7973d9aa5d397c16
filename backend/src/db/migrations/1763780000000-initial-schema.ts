import type { MigrationInterface, QueryRunner } from "typeorm";

/** The whole data model of the product. The expression indexes are declared on the entities with synchronize: false. */
export class InitialSchema1763780000000 implements MigrationInterface {
  name = "InitialSchema1763780000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS cube`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS earthdistance`);
    await q.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_name" character varying(80) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(10) NOT NULL, "password_hash" text NOT NULL, "role" character varying(16) NOT NULL DEFAULT 'customer', "is_verified" boolean NOT NULL DEFAULT false, "session_epoch" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "users_role_check" CHECK ("role" IN ('customer', 'admin', 'superadmin')), CONSTRAINT "users_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "users_email_idx" ON "users" ("email")`);
    await q.query(
      `CREATE TABLE "addresses" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "address" text NOT NULL, "city" character varying(80) NOT NULL, "pincode" character varying(6) NOT NULL, "phone" character varying(10) NOT NULL, "notes" text NOT NULL DEFAULT '', "latitude" double precision, "longitude" double precision, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "addresses_pincode_check" CHECK ("pincode" ~ '^[0-9]{6}$'), CONSTRAINT "addresses_phone_check" CHECK ("phone" ~ '^[0-9]{10}$'), CONSTRAINT "addresses_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "addresses_user_id_idx" ON "addresses" ("user_id")`);
    await q.query(
      `CREATE TABLE "otp_codes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "code_hash" text NOT NULL, "failed_attempts" integer NOT NULL DEFAULT '0', "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "otp_codes_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "otp_codes_user_id_idx" ON "otp_codes" ("user_id")`);
    await q.query(
      `CREATE TABLE "password_reset_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "token_hash" character varying(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" ("user_id")`);
    await q.query(`CREATE UNIQUE INDEX "password_reset_tokens_token_hash_idx" ON "password_reset_tokens" ("token_hash")`);
    await q.query(
      `CREATE TABLE "banners" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "image" text NOT NULL, "position" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "banners_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "banners_position_idx" ON "banners" ("position")`);
    await q.query(
      `CREATE TABLE "restaurants" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(120) NOT NULL, "description" text NOT NULL DEFAULT '', "image" text NOT NULL DEFAULT '', "email" character varying(254) NOT NULL DEFAULT '', "phone" character varying(10) NOT NULL DEFAULT '', "address" text NOT NULL, "category" character varying(8) NOT NULL, "opening_time" TIME NOT NULL, "closing_time" TIME NOT NULL, "price_for_two_paise" integer NOT NULL, "discount" smallint NOT NULL DEFAULT '0', "delivery_time_minutes" smallint NOT NULL, "rating" numeric(2,1) NOT NULL DEFAULT '4', "is_open" boolean NOT NULL DEFAULT true, "latitude" double precision NOT NULL, "longitude" double precision NOT NULL, "delivery_radius_km" numeric(4,1) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "restaurants_rating_check" CHECK ("rating" BETWEEN 0 AND 5), CONSTRAINT "restaurants_delivery_radius_km_check" CHECK ("delivery_radius_km" > 0 AND "delivery_radius_km" <= 50), CONSTRAINT "restaurants_longitude_check" CHECK ("longitude" BETWEEN -180 AND 180), CONSTRAINT "restaurants_latitude_check" CHECK ("latitude" BETWEEN -90 AND 90), CONSTRAINT "restaurants_category_check" CHECK ("category" IN ('veg', 'non-veg', 'both')), CONSTRAINT "restaurants_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "menu_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "restaurant_id" uuid NOT NULL, "name" character varying(120) NOT NULL, "description" text NOT NULL DEFAULT '', "image" text NOT NULL DEFAULT '', "original_price_paise" integer NOT NULL, "offer_price_paise" integer NOT NULL, "is_veg" boolean NOT NULL, "category" character varying(16) NOT NULL, "ingredients" text NOT NULL DEFAULT '', "preparation_time" character varying(40) NOT NULL DEFAULT '', "rating" numeric(2,1) NOT NULL DEFAULT '4', "is_available" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "menu_items_rating_check" CHECK ("rating" BETWEEN 0 AND 5), CONSTRAINT "menu_items_prices_check" CHECK ("original_price_paise" > 0 AND "offer_price_paise" > 0), CONSTRAINT "menu_items_category_check" CHECK ("category" IN ('tiffin', 'meal', 'drink', 'fastFood', 'bakeryItem', 'starter')), CONSTRAINT "menu_items_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "menu_items_restaurant_id_idx" ON "menu_items" ("restaurant_id")`);
    await q.query(
      `CREATE TABLE "carts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "restaurant_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "carts_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "carts_user_id_idx" ON "carts" ("user_id")`);
    await q.query(`CREATE INDEX "carts_restaurant_id_idx" ON "carts" ("restaurant_id")`);
    await q.query(
      `CREATE TABLE "cart_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "cart_id" uuid NOT NULL, "menu_item_id" uuid NOT NULL, "quantity" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "cart_items_cart_id_menu_item_id_key" UNIQUE ("cart_id", "menu_item_id"), CONSTRAINT "cart_items_quantity_check" CHECK ("quantity" BETWEEN 1 AND 99), CONSTRAINT "cart_items_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "cart_items_menu_item_id_idx" ON "cart_items" ("menu_item_id")`);
    await q.query(
      `CREATE TABLE "push_subscriptions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "endpoint" text NOT NULL, "p256dh" text NOT NULL, "auth" text NOT NULL, "user_agent" text NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" ("user_id")`);
    await q.query(`CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" ("endpoint")`);
    await q.query(
      `CREATE TABLE "order_lines" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "menu_item_id" uuid, "name" character varying(120) NOT NULL, "image" text NOT NULL DEFAULT '', "unit_price_paise" integer NOT NULL, "original_price_paise" integer NOT NULL, "quantity" integer NOT NULL, "position" smallint NOT NULL, CONSTRAINT "order_lines_quantity_check" CHECK ("quantity" BETWEEN 1 AND 99), CONSTRAINT "order_lines_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "order_lines_order_id_idx" ON "order_lines" ("order_id")`);
    await q.query(`CREATE INDEX "order_lines_menu_item_id_idx" ON "order_lines" ("menu_item_id")`);
    await q.query(
      `CREATE TABLE "orders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "restaurant_id" uuid, "restaurant_name" character varying(120) NOT NULL, "cart_id" uuid, "status" character varying(20) NOT NULL DEFAULT 'pending', "payment_method" character varying(8) NOT NULL DEFAULT 'cod', "items_total_paise" integer NOT NULL, "delivery_charge_paise" integer NOT NULL, "total_paise" integer NOT NULL, "address_id" uuid, "address_line" text NOT NULL, "address_city" character varying(80) NOT NULL, "address_pincode" character varying(6) NOT NULL, "address_phone" character varying(10) NOT NULL, "address_notes" text NOT NULL DEFAULT '', "address_latitude" double precision, "address_longitude" double precision, "rejection_reason" text, "acknowledged_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "orders_total_check" CHECK ("total_paise" = "items_total_paise" + "delivery_charge_paise"), CONSTRAINT "orders_status_check" CHECK ("status" IN ('pending', 'confirmed', 'preparing', 'out_for_delivery', 'delivered', 'rejected', 'cancelled')), CONSTRAINT "orders_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "orders_restaurant_id_idx" ON "orders" ("restaurant_id")`);
    await q.query(`CREATE INDEX "orders_status_created_at_idx" ON "orders" ("status", "created_at")`);
    await q.query(`CREATE INDEX "orders_created_at_idx" ON "orders" ("created_at")`);
    await q.query(`CREATE INDEX "orders_user_id_created_at_idx" ON "orders" ("user_id", "created_at")`);
    await q.query(
      `CREATE TABLE "idempotency_keys" ("user_id" uuid NOT NULL, "key" character varying(64) NOT NULL, "request_hash" character varying(64) NOT NULL, "order_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("user_id", "key"))`,
    );
    await q.query(`CREATE INDEX "idempotency_keys_order_id_idx" ON "idempotency_keys" ("order_id")`);
    await q.query(
      `CREATE TABLE "order_status_changes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "from_status" character varying(20), "to_status" character varying(20) NOT NULL, "changed_by_id" uuid, "reason" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "order_status_changes_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "order_status_changes_changed_by_id_idx" ON "order_status_changes" ("changed_by_id")`);
    await q.query(`CREATE INDEX "order_status_changes_order_id_created_at_idx" ON "order_status_changes" ("order_id", "created_at")`);
    await q.query(
      `ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_restaurant_id_fkey" FOREIGN KEY ("restaurant_id") REFERENCES "restaurants"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "carts" ADD CONSTRAINT "carts_restaurant_id_fkey" FOREIGN KEY ("restaurant_id") REFERENCES "restaurants"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_fkey" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_menu_item_id_fkey" FOREIGN KEY ("menu_item_id") REFERENCES "menu_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_menu_item_id_fkey" FOREIGN KEY ("menu_item_id") REFERENCES "menu_items"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_restaurant_id_fkey" FOREIGN KEY ("restaurant_id") REFERENCES "restaurants"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_changed_by_id_fkey" FOREIGN KEY ("changed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    // Restaurants near a point: bounding box on this index, then the exact distance.
    await q.query(`CREATE INDEX "restaurants_location_idx" ON "restaurants" USING gist (ll_to_earth("latitude", "longitude"))`);
    // Item search by keyword over name, description and category.
    await q.query(
      `CREATE INDEX "menu_items_search_idx" ON "menu_items" USING gin ((lower("name" || ' ' || "description" || ' ' || "category")) gin_trgm_ops)`,
    );
    await q.query(`CREATE INDEX "menu_items_name_trgm_idx" ON "menu_items" USING gin (lower("name") gin_trgm_ops)`);
    // Sessions when no Redis is configured (connect-pg-simple's table).
    await q.query(
      `CREATE TABLE "http_sessions" ("sid" character varying NOT NULL, "sess" json NOT NULL, "expire" TIMESTAMP(6) NOT NULL, CONSTRAINT "http_sessions_pkey" PRIMARY KEY ("sid"))`,
    );
    await q.query(`CREATE INDEX "http_sessions_expire_idx" ON "http_sessions" ("expire")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "http_sessions"`);
    await q.query(`DROP TABLE "order_status_changes" CASCADE`);
    await q.query(`DROP TABLE "idempotency_keys" CASCADE`);
    await q.query(`DROP TABLE "orders" CASCADE`);
    await q.query(`DROP TABLE "order_lines" CASCADE`);
    await q.query(`DROP TABLE "push_subscriptions" CASCADE`);
    await q.query(`DROP TABLE "cart_items" CASCADE`);
    await q.query(`DROP TABLE "carts" CASCADE`);
    await q.query(`DROP TABLE "menu_items" CASCADE`);
    await q.query(`DROP TABLE "restaurants" CASCADE`);
    await q.query(`DROP TABLE "banners" CASCADE`);
    await q.query(`DROP TABLE "password_reset_tokens" CASCADE`);
    await q.query(`DROP TABLE "otp_codes" CASCADE`);
    await q.query(`DROP TABLE "addresses" CASCADE`);
    await q.query(`DROP TABLE "users" CASCADE`);
  }
}
