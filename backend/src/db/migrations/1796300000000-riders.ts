import type { MigrationInterface, QueryRunner } from "typeorm";

const STATUSES_BEFORE = `'pending', 'confirmed', 'preparing', 'ready_for_pickup', 'out_for_delivery', 'delivered', 'rejected', 'cancelled'`;
const STATUSES_AFTER = `'pending', 'confirmed', 'preparing', 'ready_for_pickup', 'out_for_delivery', 'delivered', 'delivery_failed', 'rejected', 'cancelled'`;

/**
 * Riders and cash on delivery: the role "rider" and each rider's shift, an order's rider and its
 * delivery times, the cash collected and the handover that settled it, the status
 * "delivery_failed", cash handovers, and the rider's last position per order out for delivery.
 */
export class Riders1796300000000 implements MigrationInterface {
  name = "Riders1796300000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" DROP CONSTRAINT "users_role_check"`);
    await q.query(`ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('customer', 'admin', 'superadmin', 'rider'))`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check"`);
    await q.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" IN (${STATUSES_AFTER}))`);

    await q.query(
      `CREATE TABLE "riders" ("user_id" uuid NOT NULL, "on_shift" boolean NOT NULL DEFAULT false, "shift_changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "riders_pkey" PRIMARY KEY ("user_id"))`,
    );
    await q.query(
      `ALTER TABLE "riders" ADD CONSTRAINT "riders_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await q.query(
      `CREATE TABLE "cash_handovers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "rider_id" uuid NOT NULL, "amount_paise" integer NOT NULL, "expected_paise" integer NOT NULL, "note" character varying(500), "recorded_by_id" uuid, "idempotency_key" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "cash_handovers_amount_paise_check" CHECK ("amount_paise" >= 0), CONSTRAINT "cash_handovers_expected_paise_check" CHECK ("expected_paise" >= 0), CONSTRAINT "cash_handovers_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "cash_handovers_rider_id_created_at_idx" ON "cash_handovers" ("rider_id", "created_at")`);
    await q.query(`CREATE UNIQUE INDEX "cash_handovers_idempotency_key_key" ON "cash_handovers" ("idempotency_key")`);
    await q.query(
      `ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_rider_id_fkey" FOREIGN KEY ("rider_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_recorded_by_id_fkey" FOREIGN KEY ("recorded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );

    await q.query(`ALTER TABLE "orders" ADD "rider_id" uuid`);
    await q.query(`ALTER TABLE "orders" ADD "assigned_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "orders" ADD "picked_up_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "orders" ADD "delivered_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "orders" ADD "cash_collected_paise" integer`);
    await q.query(`ALTER TABLE "orders" ADD "cash_note" character varying(500)`);
    await q.query(`ALTER TABLE "orders" ADD "delivery_failure_reason" text`);
    await q.query(`ALTER TABLE "orders" ADD "cash_handover_id" uuid`);
    await q.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_collected_paise_check" CHECK ("cash_collected_paise" >= 0)`);
    await q.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_rider_id_fkey" FOREIGN KEY ("rider_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_handover_id_fkey" FOREIGN KEY ("cash_handover_id") REFERENCES "cash_handovers"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(`CREATE INDEX "orders_rider_id_status_idx" ON "orders" ("rider_id", "status")`);
    await q.query(`CREATE INDEX "orders_rider_id_delivered_at_idx" ON "orders" ("rider_id", "delivered_at")`);
    // A rider's unsettled cash: the delivered orders no handover has settled yet.
    await q.query(
      `CREATE INDEX "orders_rider_id_unsettled_idx" ON "orders" ("rider_id") WHERE "cash_handover_id" IS NULL AND "cash_collected_paise" IS NOT NULL`,
    );

    await q.query(
      `CREATE TABLE "delivery_positions" ("order_id" uuid NOT NULL, "rider_id" uuid NOT NULL, "latitude" double precision NOT NULL, "longitude" double precision NOT NULL, "accuracy_meters" real, "recorded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "delivery_positions_pkey" PRIMARY KEY ("order_id"))`,
    );
    await q.query(
      `ALTER TABLE "delivery_positions" ADD CONSTRAINT "delivery_positions_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "delivery_positions" ADD CONSTRAINT "delivery_positions_rider_id_fkey" FOREIGN KEY ("rider_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "delivery_positions"`);
    await q.query(`DROP INDEX "orders_rider_id_unsettled_idx"`);
    await q.query(`DROP INDEX "orders_rider_id_delivered_at_idx"`);
    await q.query(`DROP INDEX "orders_rider_id_status_idx"`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_cash_handover_id_fkey"`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_rider_id_fkey"`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_cash_collected_paise_check"`);
    for (const column of [
      "cash_handover_id",
      "delivery_failure_reason",
      "cash_note",
      "cash_collected_paise",
      "delivered_at",
      "picked_up_at",
      "assigned_at",
      "rider_id",
    ]) {
      await q.query(`ALTER TABLE "orders" DROP COLUMN "${column}"`);
    }
    await q.query(`DROP TABLE "cash_handovers"`);
    await q.query(`DROP TABLE "riders"`);
    // A failed delivery goes back to out for delivery, and riders become customers: the old schema has neither.
    await q.query(`UPDATE "orders" SET "status" = 'out_for_delivery' WHERE "status" = 'delivery_failed'`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check"`);
    await q.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" IN (${STATUSES_BEFORE}))`);
    await q.query(`UPDATE "users" SET "role" = 'customer' WHERE "role" = 'rider'`);
    await q.query(`ALTER TABLE "users" DROP CONSTRAINT "users_role_check"`);
    await q.query(`ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('customer', 'admin', 'superadmin'))`);
  }
}
