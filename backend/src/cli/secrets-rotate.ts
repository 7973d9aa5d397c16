import "reflect-metadata";
import { rotateSecretsKey } from "./secrets-rotation";
import { withDatabase } from "./with-database";

withDatabase(async (dataSource, config) => {
  const { resealed, keyFile } = await rotateSecretsKey(dataSource, config);
  const where = keyFile
    ? `with a new key, now alone in ${keyFile}. Restart the app: a running one still holds the old key.`
    : "with the first key of SECRETS_KEY. Remove the old key from SECRETS_KEY on every node and restart them.";
  process.stdout.write(`Sealed ${resealed} secret(s) again ${where}\n`);
});
