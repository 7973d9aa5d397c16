import type { DataSource, EntityManager } from "typeorm";
import type { Logger } from "../../common/logger";
import { SecretBox } from "../../common/secret-box";

/**
 * Webhooks' signing secrets as the database keeps them: sealed (common/secret-box.ts). Secrets
 * stored before sealing existed are sealed at start; a rotation re-seals every one with the new
 * first key. Each row is updated only if it still holds what was read, so two nodes starting at
 * once, or a webhook deleted meanwhile (its secret set to null), lose nothing.
 */
export async function sealPlainSigningSecrets(dataSource: DataSource, secrets: SecretBox, logger: Logger): Promise<number> {
  const sealed = await dataSource.transaction((tx) =>
    reseal(
      tx,
      secrets,
      (value) => !SecretBox.isSealed(value),
      (value) => value,
    ),
  );
  if (sealed > 0) logger.info({ sealed }, "webhooks: signing secrets stored in plain text are sealed now");
  return sealed;
}

/**
 * The secret a stored value holds. A plain one is taken as it is: a node of the previous version,
 * during a rolling deploy, still stores plain secrets until this version's start seals them.
 */
export const signingSecretOf = (stored: string, secrets: SecretBox): string => (SecretBox.isSealed(stored) ? secrets.open(stored) : stored);

/** Re-seals every signing secret not sealed with the first key (the rotation's step); returns how many. */
export function resealSigningSecrets(tx: EntityManager, secrets: SecretBox): Promise<number> {
  return reseal(
    tx,
    secrets,
    (value) => !secrets.isSealedWithCurrentKey(value),
    (value) => signingSecretOf(value, secrets),
  );
}

async function reseal(
  tx: EntityManager,
  secrets: SecretBox,
  needs: (value: string) => boolean,
  plainOf: (value: string) => string,
): Promise<number> {
  const rows: Array<{ id: string; signing_secret: string }> = await tx.query(
    `SELECT id, signing_secret FROM webhooks WHERE signing_secret IS NOT NULL FOR UPDATE`,
  );
  let changed = 0;
  for (const row of rows) {
    if (!needs(row.signing_secret)) continue;
    await tx.query(`UPDATE webhooks SET signing_secret = $2 WHERE id = $1 AND signing_secret = $3`, [
      row.id,
      secrets.seal(plainOf(row.signing_secret)),
      row.signing_secret,
    ]);
    changed += 1;
  }
  return changed;
}
