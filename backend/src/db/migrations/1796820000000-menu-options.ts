import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Choices on a menu item (a portion, extras): option groups and their options. A cart line is
 * an item with a set of chosen options (their sorted ids), so the same item may fill several
 * lines; existing lines have chosen nothing. An order line keeps what was chosen as a snapshot;
 * existing ones had no choices.
 */
export class MenuOptions1796820000000 implements MigrationInterface {
  name = "MenuOptions1796820000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "menu_option_groups" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "menu_item_id" uuid NOT NULL, "name" character varying(60) NOT NULL, "min_choices" smallint NOT NULL, "max_choices" smallint NOT NULL, "position" smallint NOT NULL, CONSTRAINT "menu_option_groups_choices_check" CHECK ("min_choices" >= 0 AND "min_choices" <= "max_choices"), CONSTRAINT "menu_option_groups_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "menu_option_groups_menu_item_id_idx" ON "menu_option_groups" ("menu_item_id")`);
    await q.query(
      `ALTER TABLE "menu_option_groups" ADD CONSTRAINT "menu_option_groups_menu_item_id_fkey" FOREIGN KEY ("menu_item_id") REFERENCES "menu_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `CREATE TABLE "menu_options" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "group_id" uuid NOT NULL, "name" character varying(60) NOT NULL, "extra_price_paise" integer NOT NULL, "is_available" boolean NOT NULL DEFAULT true, "position" smallint NOT NULL, CONSTRAINT "menu_options_extra_price_paise_check" CHECK ("extra_price_paise" >= 0), CONSTRAINT "menu_options_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "menu_options_group_id_idx" ON "menu_options" ("group_id")`);
    await q.query(
      `ALTER TABLE "menu_options" ADD CONSTRAINT "menu_options_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "menu_option_groups"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await q.query(`ALTER TABLE "cart_items" ADD "option_ids" uuid array NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_cart_id_menu_item_id_key"`);
    await q.query(
      `ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_menu_item_id_option_ids_key" UNIQUE ("cart_id", "menu_item_id", "option_ids")`,
    );
    await q.query(`ALTER TABLE "order_lines" ADD "options" jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "order_lines" DROP COLUMN "options"`);
    // Lines that differ only by their choices become one line: the oldest stays.
    await q.query(
      `DELETE FROM "cart_items" a USING "cart_items" b WHERE a."cart_id" = b."cart_id" AND a."menu_item_id" = b."menu_item_id" AND (a."created_at", a."id") > (b."created_at", b."id")`,
    );
    await q.query(`ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_cart_id_menu_item_id_option_ids_key"`);
    await q.query(`ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_menu_item_id_key" UNIQUE ("cart_id", "menu_item_id")`);
    await q.query(`ALTER TABLE "cart_items" DROP COLUMN "option_ids"`);
    await q.query(`DROP TABLE "menu_options"`);
    await q.query(`DROP TABLE "menu_option_groups"`);
  }
}
