import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Pick up (docs/architecture.md#pick-up): an order is delivered or collected at the restaurant.
 * A pickup has no delivery address (its columns become nullable, still required for a delivery),
 * no delivery fee, no tip and no rider; the orders placed before are all deliveries.
 */
export class Pickup1796875000000 implements MigrationInterface {
  name = "Pickup1796875000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "orders" ADD "fulfilment" character varying(8) NOT NULL DEFAULT 'delivery'`);
    for (const column of ["address_line", "address_city", "address_pincode", "address_phone"]) {
      await q.query(`ALTER TABLE "orders" ALTER COLUMN "${column}" DROP NOT NULL`);
    }
    await q.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_check" CHECK ("fulfilment" IN ('delivery', 'pickup'))`);
    await q.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_address_check" CHECK ("fulfilment" = 'pickup' OR ("address_line" IS NOT NULL AND "address_city" IS NOT NULL AND "address_pincode" IS NOT NULL AND "address_phone" IS NOT NULL))`,
    );
    await q.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_check" CHECK ("fulfilment" = 'delivery' OR ("rider_id" IS NULL AND "delivery_charge_paise" = 0 AND "tip_paise" = 0 AND "address_id" IS NULL))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // A pickup has no address to put back: going down is refused while one exists, rather than losing orders.
    const pickups = (await q.query(`SELECT count(*)::int AS "count" FROM "orders" WHERE "fulfilment" = 'pickup'`)) as Array<{
      count: number;
    }>;
    if ((pickups[0]?.count ?? 0) > 0)
      throw new Error("Pickup orders exist: they have no delivery address, so this migration cannot be reverted.");
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_pickup_check"`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_delivery_address_check"`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_fulfilment_check"`);
    for (const column of ["address_line", "address_city", "address_pincode", "address_phone"]) {
      await q.query(`ALTER TABLE "orders" ALTER COLUMN "${column}" SET NOT NULL`);
    }
    await q.query(`ALTER TABLE "orders" DROP COLUMN "fulfilment"`);
  }
}
