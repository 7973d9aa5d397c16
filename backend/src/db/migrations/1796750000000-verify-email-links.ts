import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The sign-up mail carries a one-click verify link beside the code (for clients that cannot
 * ask for the code, such as the old web app): its token's hash on the pending registration.
 * Registrations waiting now have none; a resend gives them one.
 */
export class VerifyEmailLinks1796750000000 implements MigrationInterface {
  name = "VerifyEmailLinks1796750000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "pending_registrations" ADD "link_token_hash" character varying(64)`);
    await q.query(`CREATE UNIQUE INDEX "pending_registrations_link_token_hash_idx" ON "pending_registrations" ("link_token_hash")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "pending_registrations_link_token_hash_idx"`);
    await q.query(`ALTER TABLE "pending_registrations" DROP COLUMN "link_token_hash"`);
  }
}
