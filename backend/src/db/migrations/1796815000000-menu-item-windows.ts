import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Items served at some hours of the day only (tiffins 06:00–11:30; docs/architecture.md#opening-hours):
 * both times or neither. Every item there is now is served all day.
 */
export class MenuItemWindows1796815000000 implements MigrationInterface {
  name = "MenuItemWindows1796815000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "menu_items" ADD "available_from" character varying(5), ADD "available_until" character varying(5)`);
    await q.query(
      `ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_window_check" CHECK (("available_from" IS NULL) = ("available_until" IS NULL))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_window_check"`);
    await q.query(`ALTER TABLE "menu_items" DROP COLUMN "available_until", DROP COLUMN "available_from"`);
  }
}
