import path from "node:path";
import type { Config } from "../config";
import { readOrCreateValue } from "./persisted-secret";
import { keyList, newSecretsKey, SecretBox } from "./secret-box";

/** Where the keys live when SECRETS_KEY is not set: beside the embedded data, made on first start. */
export const secretsKeyFile = (config: Pick<Config, "dataDir">) => path.join(config.dataDir, "secrets-key");

/** The process's secret box: SECRETS_KEY's keys, else the key file's (created with one new key on first start). */
export async function secretBoxOf(config: Pick<Config, "dataDir" | "secretsKeys">): Promise<SecretBox> {
  const keys = config.secretsKeys ?? keyList(await readOrCreateValue(secretsKeyFile(config), newSecretsKey));
  return new SecretBox(keys);
}
