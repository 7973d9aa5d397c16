import type { MigrationInterface, QueryRunner } from "typeorm";

/** Keys for partners' programs (Authorization: Bearer): the secret only as its SHA-256, looked up on every request. */
export class ApiKeys1795700000000 implements MigrationInterface {
  name = "ApiKeys1795700000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "api_keys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(80) NOT NULL, "scopes" character varying array NOT NULL, "restaurant_ids" uuid array NOT NULL, "prefix" character varying(16) NOT NULL, "secret_hash" character(64) NOT NULL, "requests_per_minute" integer NOT NULL DEFAULT '600', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "api_keys_secret_hash_key" ON "api_keys" ("secret_hash")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "api_keys"`);
  }
}
