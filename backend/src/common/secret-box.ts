import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/** A key as SECRETS_KEY and the key file hold it: 32 random bytes in base64url (43 characters). */
export const newSecretsKey = (): string => randomBytes(32).toString("base64url");

const FORMAT = "v1";
const IV_BYTES = 12;

interface Key {
  id: string;
  bytes: Buffer;
}

/**
 * Secrets the app must read back (webhooks' signing secrets) are kept encrypted at rest, with
 * AES-256-GCM (docs/architecture.md#secrets-at-rest): `v1:<key id>:<iv>:<tag>:<ciphertext>`, the
 * key id being the first 8 hex characters of the key's sha256, so a sealed value names the key
 * that opens it. The first key seals; every key opens, so keys can be rotated (secrets-rotate.ts):
 * add a new key first, re-seal everything with it, then drop the old one.
 */
export class SecretBox {
  private readonly keys: Key[];

  constructor(keyTexts: readonly string[]) {
    if (keyTexts.length === 0) throw new Error("A secret box needs a key");
    this.keys = keyTexts.map((text) => {
      const bytes = parseKey(text);
      return { id: createHash("sha256").update(bytes).digest("hex").slice(0, 8), bytes };
    });
  }

  /** Keys as SECRETS_KEY or the key file hold them: comma- or line-separated, the sealing key first. */
  static fromText(text: string): SecretBox {
    return new SecretBox(keyList(text));
  }

  seal(plain: string): string {
    const key = this.keys[0]!;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", key.bytes, iv);
    const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [FORMAT, key.id, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(":");
  }

  /** The plain text; throws when the value was not sealed by one of these keys or was changed. */
  open(value: string): string {
    const [format, keyId, iv, tag, sealed, ...rest] = value.split(":");
    if (format !== FORMAT || !keyId || !iv || !tag || sealed === undefined || rest.length > 0) throw new Error("Not a sealed secret");
    const key = this.keys.find((candidate) => candidate.id === keyId);
    if (!key) throw new Error(`A secret is sealed with key ${keyId}, which is not among the keys given (SECRETS_KEY or the key file)`);
    const decipher = createDecipheriv("aes-256-gcm", key.bytes, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  }

  static isSealed(value: string): boolean {
    return value.startsWith(`${FORMAT}:`);
  }

  /** Whether the value is sealed with the sealing key (a rotation leaves none that is not). */
  isSealedWithCurrentKey(value: string): boolean {
    return value.startsWith(`${FORMAT}:${this.keys[0]!.id}:`);
  }
}

/** The keys of a SECRETS_KEY value or key file; throws, naming the problem, on a malformed one. */
export function keyList(text: string): string[] {
  const keys = text
    .split(/[\s,]+/)
    .map((key) => key.trim())
    .filter(Boolean);
  for (const key of keys) parseKey(key);
  return keys;
}

function parseKey(text: string): Buffer {
  const bytes = /^[A-Za-z0-9_-]{43}$/.test(text) ? Buffer.from(text, "base64url") : null;
  if (!bytes || bytes.length !== 32) {
    throw new Error(
      "A secrets key must be 32 random bytes in base64url (43 characters): node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\"",
    );
  }
  return bytes;
}
