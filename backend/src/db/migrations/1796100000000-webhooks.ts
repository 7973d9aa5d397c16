import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Signed webhooks for partners: the webhooks (their signing secrets kept to sign every delivery),
 * each event's exact body, one delivery per event and webhook, and every attempt. The queue of
 * due attempts is pg-boss's, in its own schema (pgboss), which pg-boss installs and migrates itself.
 */
export class Webhooks1796100000000 implements MigrationInterface {
  name = "Webhooks1796100000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "webhooks" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "url" character varying(2048) NOT NULL, "events" character varying array NOT NULL, "restaurant_ids" uuid array NOT NULL, "signing_secret" character varying(100), "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, "failing_since" TIMESTAMP WITH TIME ZONE, "last_delivery_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "webhooks_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "webhook_events" ("id" character varying(40) NOT NULL, "type" character varying(32) NOT NULL, "body" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "webhook_id" uuid NOT NULL, "event_id" character varying(40) NOT NULL, "event_type" character varying(32) NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'PENDING', "job_id" uuid, "next_attempt_at" TIMESTAMP WITH TIME ZONE, "first_attempted_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "webhook_deliveries_webhook_id_event_id_key" UNIQUE ("webhook_id", "event_id"), CONSTRAINT "webhook_deliveries_status_check" CHECK ("status" IN ('PENDING', 'RETRYING', 'SUCCEEDED', 'FAILED')), CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "webhook_deliveries_event_id_idx" ON "webhook_deliveries" ("event_id")`);
    await q.query(`CREATE INDEX "webhook_deliveries_webhook_id_created_at_idx" ON "webhook_deliveries" ("webhook_id", "created_at")`);
    await q.query(
      `CREATE TABLE "webhook_delivery_attempts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "delivery_id" uuid NOT NULL, "attempted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status_code" integer, "error" text, "succeeded" boolean NOT NULL, "redelivery" boolean NOT NULL DEFAULT false, CONSTRAINT "webhook_delivery_attempts_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "webhook_delivery_attempts_delivery_id_idx" ON "webhook_delivery_attempts" ("delivery_id")`);
    await q.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_fkey" FOREIGN KEY ("webhook_id") REFERENCES "webhooks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "webhook_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "webhook_delivery_attempts"`);
    await q.query(`DROP TABLE "webhook_deliveries"`);
    await q.query(`DROP TABLE "webhook_events"`);
    await q.query(`DROP TABLE "webhooks"`);
    // The queue's own schema goes with the feature.
    await q.query(`DROP SCHEMA IF EXISTS "pgboss" CASCADE`);
  }
}
