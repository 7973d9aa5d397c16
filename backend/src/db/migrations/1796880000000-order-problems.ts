import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Help with an order (docs/architecture.md#help-with-an-order): a customer's problems with their
 * orders and the office's latest answer; one open problem per order (a partial unique index).
 */
export class OrderProblems1796880000000 implements MigrationInterface {
  name = "OrderProblems1796880000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "order_problems" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "order_id" uuid NOT NULL, "user_id" uuid NOT NULL, "kind" character varying(16) NOT NULL, "text" character varying(1000) NOT NULL, "line_ids" uuid array NOT NULL DEFAULT '{}', "status" character varying(8) NOT NULL DEFAULT 'OPEN', "answer" character varying(1000), "answered_at" TIMESTAMP WITH TIME ZONE, "answered_by_id" uuid, "resolved_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "order_problems_status_check" CHECK ("status" IN ('OPEN', 'RESOLVED')), CONSTRAINT "order_problems_kind_check" CHECK ("kind" IN ('MISSING_ITEM', 'WRONG_ITEM', 'LATE', 'QUALITY', 'RIDER', 'OTHER')), CONSTRAINT "order_problems_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "order_problems_order_id_idx" ON "order_problems"("order_id")`);
    await q.query(`CREATE INDEX "order_problems_user_id_idx" ON "order_problems"("user_id")`);
    await q.query(`CREATE INDEX "order_problems_status_created_at_idx" ON "order_problems"("status", "created_at")`);
    await q.query(`CREATE UNIQUE INDEX "order_problems_one_open_per_order_key" ON "order_problems"("order_id") WHERE "status" = 'OPEN'`);
    await q.query(
      `ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_answered_by_id_fkey" FOREIGN KEY ("answered_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "order_problems"`);
  }
}
