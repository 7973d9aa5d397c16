import type { MigrationInterface, QueryRunner } from "typeorm";

/** Each API key's requests per Asia/Kolkata day, added to by every API node (api-key-request-counter.ts). */
export class ApiKeyUsage1796200000000 implements MigrationInterface {
  name = "ApiKeyUsage1796200000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "api_key_daily_requests" ("api_key_id" uuid NOT NULL, "day" date NOT NULL, "requests" integer NOT NULL DEFAULT '0', "rate_limited" integer NOT NULL DEFAULT '0', CONSTRAINT "api_key_daily_requests_pkey" PRIMARY KEY ("api_key_id", "day"))`,
    );
    await q.query(
      `ALTER TABLE "api_key_daily_requests" ADD CONSTRAINT "api_key_daily_requests_api_key_id_fkey" FOREIGN KEY ("api_key_id") REFERENCES "api_keys"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "api_key_daily_requests"`);
  }
}
