import type { MigrationInterface, QueryRunner } from "typeorm";

/** An order moved by an API key (ORDERS_WRITE) records the key's name: a key is no user to point at. */
export class StatusChangeApiKey1795800000000 implements MigrationInterface {
  name = "StatusChangeApiKey1795800000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "order_status_changes" ADD "changed_by_api_key_name" character varying(80)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "order_status_changes" DROP COLUMN "changed_by_api_key_name"`);
  }
}
