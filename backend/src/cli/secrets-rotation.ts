import { readFile, rename, writeFile } from "node:fs/promises";
import type { DataSource } from "typeorm";
import type { Config } from "../config";
import { readOrCreateValue } from "../common/persisted-secret";
import { keyList, newSecretsKey, SecretBox } from "../common/secret-box";
import { secretsKeyFile } from "../common/secrets-key";
import { resealSigningSecrets } from "../modules/webhooks/signing-secrets";

export interface Rotation {
  /** Secrets sealed again with the new key. */
  resealed: number;
  /** Where the new key was written; null when SECRETS_KEY holds the keys. */
  keyFile: string | null;
}

/**
 * Seals every secret at rest with a new key (docs/architecture.md#secrets-at-rest). With
 * SECRETS_KEY, the operator has put the new key first (the old one after it): everything is
 * sealed again with the first. Without it, a new key is made in the key file: written beside the
 * old one first, so a failure half-way loses nothing, and alone once every secret is sealed with it.
 */
export async function rotateSecretsKey(dataSource: DataSource, config: Pick<Config, "dataDir" | "secretsKeys">): Promise<Rotation> {
  if (config.secretsKeys) {
    const resealed = await dataSource.transaction((tx) => resealSigningSecrets(tx, new SecretBox(config.secretsKeys!)));
    return { resealed, keyFile: null };
  }
  const file = secretsKeyFile(config);
  const current = keyList(await readOrCreateValue(file, newSecretsKey));
  const fresh = newSecretsKey();
  await replaceFile(file, [fresh, ...current]);
  const resealed = await dataSource.transaction((tx) => resealSigningSecrets(tx, new SecretBox([fresh, ...current])));
  await replaceFile(file, [fresh]);
  return { resealed, keyFile: file };
}

/** The keys of the file now (the sealing key first). */
export async function keyFileKeys(config: Pick<Config, "dataDir">): Promise<string[]> {
  return keyList(await readFile(secretsKeyFile(config), "utf8"));
}

async function replaceFile(file: string, keys: readonly string[]): Promise<void> {
  const next = `${file}.next`;
  await writeFile(next, `${keys.join("\n")}\n`, { mode: 0o600 });
  await rename(next, file);
}
