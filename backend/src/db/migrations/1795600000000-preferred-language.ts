import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The language a person chose for Ruchi's e-mails and pushes, on the account and on a sign-up
 * waiting for its code. null: none chosen (English, or the language of the person's request).
 */
export class PreferredLanguage1795600000000 implements MigrationInterface {
  name = "PreferredLanguage1795600000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "preferred_language" character varying(2)`);
    await q.query(`ALTER TABLE "users" ADD CONSTRAINT "users_preferred_language_check" CHECK ("preferred_language" IN ('en', 'te'))`);
    await q.query(`ALTER TABLE "pending_registrations" ADD "preferred_language" character varying(2)`);
    await q.query(
      `ALTER TABLE "pending_registrations" ADD CONSTRAINT "pending_registrations_preferred_language_check" CHECK ("preferred_language" IN ('en', 'te'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "pending_registrations" DROP CONSTRAINT "pending_registrations_preferred_language_check"`);
    await q.query(`ALTER TABLE "pending_registrations" DROP COLUMN "preferred_language"`);
    await q.query(`ALTER TABLE "users" DROP CONSTRAINT "users_preferred_language_check"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "preferred_language"`);
  }
}
