import type { MigrationInterface, QueryRunner } from "typeorm";

const STATUSES_BEFORE = `'pending', 'confirmed', 'preparing', 'out_for_delivery', 'delivered', 'rejected', 'cancelled'`;
const STATUSES_AFTER = `'pending', 'confirmed', 'preparing', 'ready_for_pickup', 'out_for_delivery', 'delivered', 'rejected', 'cancelled'`;

/**
 * Restaurant staff and the kitchen board: memberships and invitations, the status "ready for
 * pickup", the kitchen's estimate and the customer's note on an order, and "closed for today".
 */
export class KitchenStaff1796000000000 implements MigrationInterface {
  name = "KitchenStaff1796000000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check"`);
    await q.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" IN (${STATUSES_AFTER}))`);
    await q.query(`ALTER TABLE "orders" ADD "kitchen_note" character varying(200)`);
    await q.query(`ALTER TABLE "orders" ADD "preparation_minutes" smallint`);
    await q.query(`ALTER TABLE "orders" ADD "estimated_ready_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_preparation_minutes_check" CHECK ("preparation_minutes" BETWEEN 1 AND 240)`);
    await q.query(`ALTER TABLE "restaurants" ADD "closed_until" TIMESTAMP WITH TIME ZONE`);

    await q.query(
      `CREATE TABLE "restaurant_members" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "restaurant_id" uuid NOT NULL, "user_id" uuid NOT NULL, "added_by_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "restaurant_members_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "restaurant_members_user_id_idx" ON "restaurant_members" ("user_id")`);
    await q.query(
      `CREATE UNIQUE INDEX "restaurant_members_restaurant_id_user_id_key" ON "restaurant_members" ("restaurant_id", "user_id")`,
    );
    await q.query(
      `ALTER TABLE "restaurant_members" ADD CONSTRAINT "restaurant_members_restaurant_id_fkey" FOREIGN KEY ("restaurant_id") REFERENCES "restaurants"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "restaurant_members" ADD CONSTRAINT "restaurant_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "restaurant_members" ADD CONSTRAINT "restaurant_members_added_by_id_fkey" FOREIGN KEY ("added_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );

    await q.query(
      `CREATE TABLE "restaurant_invitations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "restaurant_id" uuid NOT NULL, "email" character varying(254) NOT NULL, "added_by_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "restaurant_invitations_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "restaurant_invitations_email_idx" ON "restaurant_invitations" ("email")`);
    await q.query(
      `CREATE UNIQUE INDEX "restaurant_invitations_restaurant_id_email_key" ON "restaurant_invitations" ("restaurant_id", "email")`,
    );
    await q.query(
      `ALTER TABLE "restaurant_invitations" ADD CONSTRAINT "restaurant_invitations_restaurant_id_fkey" FOREIGN KEY ("restaurant_id") REFERENCES "restaurants"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "restaurant_invitations" ADD CONSTRAINT "restaurant_invitations_added_by_id_fkey" FOREIGN KEY ("added_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "restaurant_invitations"`);
    await q.query(`DROP TABLE "restaurant_members"`);
    await q.query(`ALTER TABLE "restaurants" DROP COLUMN "closed_until"`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_preparation_minutes_check"`);
    await q.query(`ALTER TABLE "orders" DROP COLUMN "estimated_ready_at"`);
    await q.query(`ALTER TABLE "orders" DROP COLUMN "preparation_minutes"`);
    await q.query(`ALTER TABLE "orders" DROP COLUMN "kitchen_note"`);
    // Orders ready for pickup go back one step: the old schema has no such status.
    await q.query(`UPDATE "orders" SET "status" = 'preparing' WHERE "status" = 'ready_for_pickup'`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check"`);
    await q.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" IN (${STATUSES_BEFORE}))`);
  }
}
