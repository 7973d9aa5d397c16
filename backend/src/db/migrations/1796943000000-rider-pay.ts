import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Riders' pay (docs/money.md#riders-pay): each delivery books the rider's fee (RIDER DELIVERY_FEE,
 * with the distance it was worked out on) and the service's side of it (SERVICE RIDER_FEE), read
 * by rider and time; a rider's week is paid once (rider_payments).
 */
export class RiderPay1796943000000 implements MigrationInterface {
  name = "RiderPay1796943000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check"`);
    await q.query(
      `ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("kind" IN ('COLLECTED', 'FOOD', 'RESTAURANT_DISCOUNT', 'COMMISSION', 'COMMISSION_TAX', 'DELIVERY_FEE', 'SERVICE_DISCOUNT', 'TAX', 'TIP', 'COLLECTION_DIFFERENCE', 'CORRECTION', 'COUNTER_CASH', 'RIDER_FEE'))`,
    );
    await q.query(`ALTER TABLE "ledger_entries" ADD "distance_km" numeric(6,1)`);
    await q.query(`CREATE INDEX "ledger_entries_rider_id_at_idx" ON "ledger_entries" ("rider_id", "at")`);
    await q.query(
      `CREATE TABLE "rider_payments" ("rider_id" uuid NOT NULL, "week_start" date NOT NULL, "paid_on" date NOT NULL, "reference" character varying(64) NOT NULL, "paid_paise" bigint NOT NULL, "paid_by" uuid NOT NULL, "recorded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "rider_payments_pkey" PRIMARY KEY ("rider_id", "week_start"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "rider_payments"`);
    await q.query(`DROP INDEX "ledger_entries_rider_id_at_idx"`);
    await q.query(`ALTER TABLE "ledger_entries" DROP COLUMN "distance_km"`);
    await q.query(`ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check"`);
    await q.query(
      `ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("kind" IN ('COLLECTED', 'FOOD', 'RESTAURANT_DISCOUNT', 'COMMISSION', 'COMMISSION_TAX', 'DELIVERY_FEE', 'SERVICE_DISCOUNT', 'TAX', 'TIP', 'COLLECTION_DIFFERENCE', 'CORRECTION', 'COUNTER_CASH'))`,
    );
  }
}
