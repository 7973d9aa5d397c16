import type { MigrationInterface, QueryRunner } from "typeorm";

/** Superadmins' push broadcasts and how many browsers each reached. */
export class Broadcasts1795396800000 implements MigrationInterface {
  name = "Broadcasts1795396800000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "broadcasts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(80) NOT NULL, "body" character varying(240) NOT NULL, "audience" character varying(16) NOT NULL, "url" character varying(300), "sent_by_id" uuid, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "targeted" integer NOT NULL DEFAULT '0', "delivered" integer NOT NULL DEFAULT '0', "expired" integer NOT NULL DEFAULT '0', CONSTRAINT "broadcasts_audience_check" CHECK ("audience" IN ('customers', 'staff')), CONSTRAINT "broadcasts_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "broadcasts_sent_by_id_idx" ON "broadcasts" ("sent_by_id")`);
    await q.query(`CREATE INDEX "broadcasts_sent_at_idx" ON "broadcasts" ("sent_at")`);
    await q.query(
      `ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_sent_by_id_fkey" FOREIGN KEY ("sent_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "broadcasts" CASCADE`);
  }
}
