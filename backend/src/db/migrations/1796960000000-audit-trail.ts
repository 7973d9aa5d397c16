import type { MigrationInterface, QueryRunner } from "typeorm";

/** The audit trail (docs/architecture.md#audit-trail): read newest first, by kind or by actor. */
export class AuditTrail1796960000000 implements MigrationInterface {
  name = "AuditTrail1796960000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "audit_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actor_kind" character varying(8) NOT NULL, "actor_id" uuid NOT NULL, "actor_name" character varying(80) NOT NULL, "action" character varying(64) NOT NULL, "entity_type" character varying(32) NOT NULL, "entity_id" character varying(64) NOT NULL, "entity_name" character varying(120), "changes" jsonb NOT NULL, CONSTRAINT "audit_entries_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "audit_entries_at_idx" ON "audit_entries" ("at")`);
    await q.query(`CREATE INDEX "audit_entries_entity_type_at_idx" ON "audit_entries" ("entity_type", "at")`);
    await q.query(`CREATE INDEX "audit_entries_actor_id_at_idx" ON "audit_entries" ("actor_id", "at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "audit_entries"`);
  }
}
