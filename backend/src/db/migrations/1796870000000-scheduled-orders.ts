import type { MigrationInterface, QueryRunner } from "typeorm";

const STATUSES_BEFORE = `'pending', 'confirmed', 'preparing', 'ready_for_pickup', 'out_for_delivery', 'delivered', 'delivery_failed', 'rejected', 'cancelled'`;
const STATUSES_AFTER = `'scheduled', ${STATUSES_BEFORE}`;

/**
 * Order for later (docs/architecture.md#orders): the status "scheduled", the moment the customer
 * wants the food (`deliver_at`, a 15-minute slot) and the one the order goes to the kitchen as new
 * (`release_at`), both set or neither.
 */
export class ScheduledOrders1796870000000 implements MigrationInterface {
  name = "ScheduledOrders1796870000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check"`);
    await q.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" IN (${STATUSES_AFTER}))`);
    await q.query(`ALTER TABLE "orders" ADD "deliver_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "orders" ADD "release_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_scheduled_check" CHECK (("deliver_at" IS NULL) = ("release_at" IS NULL) AND ("status" <> 'scheduled' OR "deliver_at" IS NOT NULL))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // An order still waiting goes to the kitchen now: the status it waits in is going away.
    await q.query(`UPDATE "orders" SET "status" = 'pending' WHERE "status" = 'scheduled'`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_scheduled_check"`);
    await q.query(`ALTER TABLE "orders" DROP COLUMN "release_at"`);
    await q.query(`ALTER TABLE "orders" DROP COLUMN "deliver_at"`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check"`);
    await q.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" IN (${STATUSES_BEFORE}))`);
  }
}
