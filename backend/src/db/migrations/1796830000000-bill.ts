import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The bill (docs/architecture.md#pricing): the settings a superadmin edits, a restaurant's minimum
 * order, the cart's tip, and each order's bill kept as placed. Orders placed before keep their
 * items and delivery lines (no bill_lines: the API derives them).
 */
export class Bill1796830000000 implements MigrationInterface {
  name = "Bill1796830000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "charge_settings" (
        "kind" character varying(20) NOT NULL,
        "value" jsonb NOT NULL,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "charge_settings_pkey" PRIMARY KEY ("kind")
      )`);
    await q.query(`ALTER TABLE "restaurants" ADD "minimum_order_paise" integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_minimum_order_paise_check" CHECK ("minimum_order_paise" >= 0)`);
    await q.query(`ALTER TABLE "carts" ADD "tip_paise" integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE "carts" ADD CONSTRAINT "carts_tip_paise_check" CHECK ("tip_paise" BETWEEN 0 AND 20000)`);
    await q.query(`
      ALTER TABLE "orders"
        ADD "discount_paise" integer NOT NULL DEFAULT 0,
        ADD "tax_paise" integer NOT NULL DEFAULT 0,
        ADD "tip_paise" integer NOT NULL DEFAULT 0,
        ADD "bill_lines" jsonb`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_total_check"`);
    await q.query(`
      ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check"
        CHECK ("total_paise" = "items_total_paise" + "delivery_charge_paise" - "discount_paise" + "tax_paise" + "tip_paise")`);
    await q.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_bill_paise_check" CHECK ("discount_paise" >= 0 AND "tax_paise" >= 0 AND "tip_paise" >= 0)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_bill_paise_check"`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_total_check"`);
    await q.query(
      `ALTER TABLE "orders" DROP COLUMN "discount_paise", DROP COLUMN "tax_paise", DROP COLUMN "tip_paise", DROP COLUMN "bill_lines"`,
    );
    await q.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("total_paise" = "items_total_paise" + "delivery_charge_paise")`,
    );
    await q.query(`ALTER TABLE "carts" DROP CONSTRAINT "carts_tip_paise_check"`);
    await q.query(`ALTER TABLE "carts" DROP COLUMN "tip_paise"`);
    await q.query(`ALTER TABLE "restaurants" DROP CONSTRAINT "restaurants_minimum_order_paise_check"`);
    await q.query(`ALTER TABLE "restaurants" DROP COLUMN "minimum_order_paise"`);
    await q.query(`DROP TABLE "charge_settings"`);
  }
}
