import path from "node:path";
import webpush from "web-push";
import type { Config } from "../../config";
import type { Logger } from "../../common/logger";
import { readOrCreateValue } from "../../common/persisted-secret";

/** What signs our pushes (RFC 8292): the application server's key pair and a contact. */
export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export const VAPID_KEYS_FILE = "vapid-keys.json";

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set. The embedded default (no DATABASE_URL) makes a
 * pair once and keeps it in DATA_DIR, so browsers stay subscribed across restarts. Otherwise push
 * is off: generating keys per node would give every node a different key.
 */
export async function resolveVapidDetails(
  config: Pick<Config, "vapidPublicKey" | "vapidPrivateKey" | "vapidSubject" | "databaseUrl" | "dataDir">,
  logger: Logger,
): Promise<VapidDetails | null> {
  if (config.vapidPublicKey && config.vapidPrivateKey) {
    return { subject: config.vapidSubject, publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey };
  }
  if (config.databaseUrl === null) {
    const file = path.join(config.dataDir, VAPID_KEYS_FILE);
    const stored = parseKeyPair(await readOrCreateValue(file, () => JSON.stringify(webpush.generateVAPIDKeys())));
    if (!stored) throw new Error(`${file} is not a VAPID key pair; delete it to make a new one`);
    return { subject: config.vapidSubject, ...stored };
  }
  logger.warn("Web Push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys) to send push notifications");
  return null;
}

function parseKeyPair(text: string): { publicKey: string; privateKey: string } | null {
  try {
    const { publicKey, privateKey } = JSON.parse(text) as Record<string, unknown>;
    return typeof publicKey === "string" && typeof privateKey === "string" ? { publicKey, privateKey } : null;
  } catch {
    return null;
  }
}
