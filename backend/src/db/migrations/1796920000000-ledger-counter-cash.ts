import type { MigrationInterface, QueryRunner } from "typeorm";

/** A pickup paid at the restaurant's counter books the cash the restaurant holds (docs/money.md): a new kind of entry. */
export class LedgerCounterCash1796920000000 implements MigrationInterface {
  name = "LedgerCounterCash1796920000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check"`);
    await q.query(
      `ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("kind" IN ('COLLECTED', 'FOOD', 'RESTAURANT_DISCOUNT', 'COMMISSION', 'COMMISSION_TAX', 'DELIVERY_FEE', 'SERVICE_DISCOUNT', 'TAX', 'TIP', 'COLLECTION_DIFFERENCE', 'CORRECTION', 'COUNTER_CASH'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check"`);
    await q.query(
      `ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("kind" IN ('COLLECTED', 'FOOD', 'RESTAURANT_DISCOUNT', 'COMMISSION', 'COMMISSION_TAX', 'DELIVERY_FEE', 'SERVICE_DISCOUNT', 'TAX', 'TIP', 'COLLECTION_DIFFERENCE', 'CORRECTION'))`,
    );
  }
}
