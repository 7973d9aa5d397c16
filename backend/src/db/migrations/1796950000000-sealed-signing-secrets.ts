import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Webhooks' signing secrets are kept sealed (AES-256-GCM, common/secret-box.ts), longer than the
 * plain secret: the column takes any length. The app seals the plain ones at start (it holds the key).
 */
export class SealedSigningSecrets1796950000000 implements MigrationInterface {
  name = "SealedSigningSecrets1796950000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "webhooks" ALTER COLUMN "signing_secret" TYPE text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "webhooks" ALTER COLUMN "signing_secret" TYPE character varying(100)`);
  }
}
