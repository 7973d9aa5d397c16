import type { MigrationInterface, QueryRunner } from "typeorm";

/** Restaurants' weekly statements paid out (docs/money.md): once per restaurant and week, with the transaction's reference. */
export class StatementPayments1796910000000 implements MigrationInterface {
  name = "StatementPayments1796910000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "statement_payments" ("restaurant_id" uuid NOT NULL, "week_start" date NOT NULL, "paid_on" date NOT NULL, "reference" character varying(64) NOT NULL, "paid_paise" bigint NOT NULL, "paid_by" uuid NOT NULL, "recorded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "statement_payments_pkey" PRIMARY KEY ("restaurant_id", "week_start"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "statement_payments"`);
  }
}
