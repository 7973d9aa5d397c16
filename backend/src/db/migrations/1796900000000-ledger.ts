import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The ledger (docs/money.md): every money movement of a delivered order, written in the delivery's
 * transaction and never changed afterwards: a trigger refuses UPDATE and DELETE, so a correction
 * can only be a new entry. Restaurants' own commission rates beside it.
 */
export class Ledger1796900000000 implements MigrationInterface {
  name = "Ledger1796900000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "ledger_entries" ("id" BIGSERIAL NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "account" character varying(10) NOT NULL, "kind" character varying(24) NOT NULL, "amount_paise" bigint NOT NULL, "order_id" uuid, "restaurant_id" uuid, "rider_id" uuid, "method" character varying(4), "note" text, "created_by" uuid, CONSTRAINT "ledger_entries_account_check" CHECK ("account" IN ('CUSTOMER', 'RESTAURANT', 'SERVICE', 'GST', 'RIDER')), CONSTRAINT "ledger_entries_kind_check" CHECK ("kind" IN ('COLLECTED', 'FOOD', 'RESTAURANT_DISCOUNT', 'COMMISSION', 'COMMISSION_TAX', 'DELIVERY_FEE', 'SERVICE_DISCOUNT', 'TAX', 'TIP', 'COLLECTION_DIFFERENCE', 'CORRECTION')), CONSTRAINT "ledger_entries_method_check" CHECK ("method" IS NULL OR "method" IN ('CASH', 'UPI')), CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "ledger_entries_order_id_account_kind_key" ON "ledger_entries" ("order_id", "account", "kind") WHERE "order_id" IS NOT NULL AND "kind" <> 'CORRECTION'`,
    );
    await q.query(`CREATE INDEX "ledger_entries_restaurant_id_at_idx" ON "ledger_entries" ("restaurant_id", "at")`);
    await q.query(`CREATE INDEX "ledger_entries_at_idx" ON "ledger_entries" ("at")`);
    await q.query(
      `CREATE FUNCTION "ledger_entries_unchangeable"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'ledger entries are never changed: write a correction'; END $$`,
    );
    await q.query(
      `CREATE TRIGGER "ledger_entries_unchangeable" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_unchangeable"()`,
    );
    await q.query(
      `CREATE TABLE "restaurant_commissions" ("restaurant_id" uuid NOT NULL, "percent" numeric(5,2) NOT NULL, CONSTRAINT "restaurant_commissions_percent_check" CHECK ("percent" >= 0 AND "percent" <= 100), CONSTRAINT "restaurant_commissions_pkey" PRIMARY KEY ("restaurant_id"))`,
    );
    await q.query(
      `ALTER TABLE "restaurant_commissions" ADD CONSTRAINT "restaurant_commissions_restaurant_id_fkey" FOREIGN KEY ("restaurant_id") REFERENCES "restaurants"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "restaurant_commissions"`);
    await q.query(`DROP TABLE "ledger_entries"`);
    await q.query(`DROP FUNCTION "ledger_entries_unchangeable"()`);
  }
}
