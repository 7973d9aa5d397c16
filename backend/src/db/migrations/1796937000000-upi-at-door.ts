import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * UPI at the door (docs/money.md#upi-at-the-door): how the customer said they will pay, how the
 * order was paid with its UPI reference, and the office's confirmation against the bank statement.
 * Orders delivered before were all paid in cash.
 */
export class UpiAtDoor1796937000000 implements MigrationInterface {
  name = "UpiAtDoor1796937000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "orders" ADD "pay_at_door_by" character varying(4) NOT NULL DEFAULT 'CASH'`);
    await q.query(`ALTER TABLE "orders" ADD "paid_by" character varying(4)`);
    await q.query(`ALTER TABLE "orders" ADD "upi_reference" character varying(12)`);
    await q.query(`ALTER TABLE "orders" ADD "upi_confirmed_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "orders" ADD "upi_confirmed_by_id" uuid`);
    await q.query(`UPDATE "orders" SET "paid_by" = 'CASH' WHERE "status" = 'delivered'`);
    await q.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_pay_at_door_by_check" CHECK ("pay_at_door_by" IN ('CASH', 'UPI'))`);
    await q.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_by_check" CHECK (("paid_by" IS NULL OR "paid_by" IN ('CASH', 'UPI')) AND ("paid_by" = 'UPI') = ("upi_reference" IS NOT NULL) AND ("paid_by" <> 'UPI' OR "cash_collected_paise" IS NULL))`,
    );
    await q.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_upi_reference_check" CHECK ("upi_reference" ~ '^[0-9]{12}$')`);
    await q.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_upi_confirmed_check" CHECK ("upi_confirmed_at" IS NULL OR "paid_by" = 'UPI')`,
    );
    await q.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_upi_confirmed_by_id_fkey" FOREIGN KEY ("upi_confirmed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    // A reference used twice is found by its index; the office's list reads UPI orders by delivery time.
    await q.query(`CREATE INDEX "orders_upi_reference_idx" ON "orders" ("upi_reference") WHERE "upi_reference" IS NOT NULL`);
    await q.query(`CREATE INDEX "orders_upi_delivered_at_idx" ON "orders" ("delivered_at") WHERE "paid_by" = 'UPI'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "orders_upi_delivered_at_idx"`);
    await q.query(`DROP INDEX "orders_upi_reference_idx"`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_upi_confirmed_by_id_fkey"`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_upi_confirmed_check"`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_upi_reference_check"`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_paid_by_check"`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_pay_at_door_by_check"`);
    for (const column of ["upi_confirmed_by_id", "upi_confirmed_at", "upi_reference", "paid_by", "pay_at_door_by"]) {
      await q.query(`ALTER TABLE "orders" DROP COLUMN "${column}"`);
    }
  }
}
