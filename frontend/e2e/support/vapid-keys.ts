import { createECDH } from "node:crypto";

/**
 * A VAPID key pair of this run only (P-256, unpadded base64url as `npx web-push
 * generate-vapid-keys` prints it), so the app under test has Web Push switched on: pushConfig
 * offers a key and broadcasts can be sent (to the browsers subscribed in this run: none, since
 * headless Chromium here reaches no push service).
 */
export function runVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  // getPrivateKey drops leading zero bytes; the key is always 32 bytes.
  const privateKey = Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()]).subarray(-32);
  return { publicKey: ecdh.getPublicKey().toString("base64url"), privateKey: privateKey.toString("base64url") };
}
