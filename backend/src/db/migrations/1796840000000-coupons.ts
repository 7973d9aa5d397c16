import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Offers and coupons (docs/architecture.md#offers-and-coupons): the coupons the admins keep, the
 * one a cart has applied (its own table: the cart's row stays the cart module's), and each use,
 * written when the order is placed and released when it is rejected, cancelled or not delivered.
 */
export class Coupons1796840000000 implements MigrationInterface {
  name = "Coupons1796840000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "coupons" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "code" character varying(20) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "kind" character varying(8) NOT NULL, "percent" smallint, "amount_paise" integer, "max_discount_paise" integer, "min_order_paise" integer NOT NULL DEFAULT '0', "valid_from" TIMESTAMP WITH TIME ZONE, "valid_until" TIMESTAMP WITH TIME ZONE, "usage_limit" integer, "per_customer_limit" integer, "first_order_only" boolean NOT NULL DEFAULT false, "restaurant_ids" uuid array NOT NULL DEFAULT '{}', "weekdays" character varying(9) array NOT NULL DEFAULT '{}', "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "coupons_kind_check" CHECK ("kind" IN ('PERCENT', 'FLAT')), CONSTRAINT "coupons_value_check" CHECK (("kind" = 'PERCENT' AND "percent" BETWEEN 1 AND 100 AND "amount_paise" IS NULL) OR ("kind" = 'FLAT' AND "amount_paise" > 0 AND "percent" IS NULL)), CONSTRAINT "coupons_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" ("code")`);
    await q.query(`CREATE INDEX "coupons_created_at_idx" ON "coupons" ("created_at")`);

    await q.query(
      `CREATE TABLE "cart_coupons" ("cart_id" uuid NOT NULL, "coupon_id" uuid NOT NULL, "applied_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "cart_coupons_pkey" PRIMARY KEY ("cart_id"))`,
    );
    await q.query(`CREATE INDEX "cart_coupons_coupon_id_idx" ON "cart_coupons" ("coupon_id")`);
    await q.query(
      `ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_cart_id_fkey" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_coupon_id_fkey" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await q.query(
      `CREATE TABLE "coupon_redemptions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "coupon_id" uuid NOT NULL, "user_id" uuid NOT NULL, "order_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "released_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "coupon_redemptions_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "coupon_redemptions_coupon_id_user_id_idx" ON "coupon_redemptions" ("coupon_id", "user_id")`);
    await q.query(`CREATE INDEX "coupon_redemptions_user_id_idx" ON "coupon_redemptions" ("user_id")`);
    await q.query(`CREATE UNIQUE INDEX "coupon_redemptions_order_id_key" ON "coupon_redemptions" ("order_id")`);
    await q.query(
      `ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_fkey" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "coupon_redemptions"`);
    await q.query(`DROP TABLE "cart_coupons"`);
    await q.query(`DROP TABLE "coupons"`);
  }
}
