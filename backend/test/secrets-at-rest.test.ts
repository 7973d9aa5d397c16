import { readFile } from "node:fs/promises";
import path from "node:path";
import { keyFileKeys, rotateSecretsKey } from "../src/cli/secrets-rotation";
import { newSecretsKey, SecretBox } from "../src/common/secret-box";
import { signedInStaff } from "./support/accounts";
import { createWebhook } from "./support/webhooks";
import { startTestApp, type TestApp } from "./support/test-app";

/**
 * Webhooks' signing secrets at rest (docs/architecture.md#secrets-at-rest): sealed with
 * AES-256-GCM under a key from SECRETS_KEY or the key file in DATA_DIR, plain ones sealed at
 * start, and every one sealed again by a rotation, readable with the new key alone.
 */

let app: TestApp;
let superadmin: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  app = await startTestApp({ env: { WEBHOOK_ALLOW_LOCAL: "true" } });
  superadmin = await signedInStaff(app, "superadmin");
});
afterAll(() => app.stop());

const stored = async (id: string): Promise<string> =>
  (await app.db.query(`SELECT signing_secret FROM webhooks WHERE id = $1`, [id])).rows[0].signing_secret;
const newHook = (name: string) => createWebhook(superadmin.agent, { url: `http://127.0.0.1:9/hooks/${name}`, events: ["ORDER_PLACED"] });

it("keeps a new webhook's signing secret sealed, under the key file made on first start", async () => {
  const { webhook, signingSecret } = await newHook("sealed");
  const value = await stored(webhook.id);
  expect(value).toMatch(/^v1:[0-9a-f]{8}:/);
  expect(value).not.toContain(signingSecret.slice("whsec_".length, "whsec_".length + 12));
  const keyFile = path.join(app.config.dataDir, "secrets-key");
  const keys = (await readFile(keyFile, "utf8")).trim().split("\n");
  expect(keys).toHaveLength(1);
  expect(new SecretBox(keys).open(value)).toBe(signingSecret);
});

it("seals at start a secret stored plain (by a node of the previous version)", async () => {
  const plain = `whsec_${Buffer.alloc(32, 9).toString("base64")}`;
  const { rows } = await app.db.query(
    `INSERT INTO webhooks (url, events, restaurant_ids, signing_secret) VALUES ('https://hooks.example.com/old', '{ORDER_PLACED}', '{}', $1) RETURNING id`,
    [plain],
  );
  await app.startPeer();
  const value = await stored(rows[0].id);
  expect(SecretBox.isSealed(value)).toBe(true);
  expect(new SecretBox(await keyFileKeys(app.config)).open(value)).toBe(plain);
});

it("seals every secret again with a new key on rotation, which then opens them alone", async () => {
  const { webhook, signingSecret } = await newHook("rotated");
  const [oldKey] = await keyFileKeys(app.config);
  const rotation = await rotateSecretsKey(app.running.dataSource, app.config);
  expect(rotation.resealed).toBe(await countSecrets());
  const keys = await keyFileKeys(app.config);
  expect(keys).toHaveLength(1);
  expect(keys[0]).not.toBe(oldKey);
  const value = await stored(webhook.id);
  expect(new SecretBox(keys).open(value)).toBe(signingSecret);
  expect(() => new SecretBox([oldKey!]).open(value)).toThrow(/not among the keys/);
  // A second rotation makes another key and seals every secret again.
  expect((await rotateSecretsKey(app.running.dataSource, app.config)).resealed).toBe(await countSecrets());

  // With SECRETS_KEY, the operator's new key (first) seals, the old one (second) still opens.
  const operatorKey = newSecretsKey();
  const current = await keyFileKeys(app.config);
  const byEnvironment = await rotateSecretsKey(app.running.dataSource, { ...app.config, secretsKeys: [operatorKey, ...current] });
  expect(byEnvironment).toEqual({ resealed: await countSecrets(), keyFile: null });
  expect(new SecretBox([operatorKey]).open(await stored(webhook.id))).toBe(signingSecret);
});

const countSecrets = async () =>
  Number((await app.db.query(`SELECT count(*) FROM webhooks WHERE signing_secret IS NOT NULL`)).rows[0].count);
