import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Sign-ups wait in pending_registrations (one record per registration, bound to its browser
 * session) instead of as unverified users whose password a later registration could overwrite.
 * Unverified users of the old scheme never could sign in and own nothing: they go with their
 * codes, and register again.
 */
export class PendingRegistrations1795500000000 implements MigrationInterface {
  name = "PendingRegistrations1795500000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "pending_registrations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "user_name" character varying(80) NOT NULL, "phone" character varying(10) NOT NULL, "password_hash" text NOT NULL, "code_hash" text, "failed_attempts" integer NOT NULL DEFAULT '0', "code_expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "pending_registrations_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "pending_registrations_email_idx" ON "pending_registrations" ("email")`);
    await q.query(`CREATE INDEX "pending_registrations_created_at_idx" ON "pending_registrations" ("created_at")`);
    await q.query(`DROP TABLE "otp_codes" CASCADE`);
    await q.query(`DELETE FROM "users" u WHERE NOT u."is_verified" AND NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."user_id" = u."id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "pending_registrations" CASCADE`);
    await q.query(
      `CREATE TABLE "otp_codes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "code_hash" text NOT NULL, "failed_attempts" integer NOT NULL DEFAULT '0', "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "otp_codes_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "otp_codes_user_id_idx" ON "otp_codes" ("user_id")`);
    await q.query(
      `ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }
}
