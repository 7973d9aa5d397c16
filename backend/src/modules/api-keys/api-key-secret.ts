import { createHash, randomBytes } from "node:crypto";

/** Marks a Ruchi key in a partner's configuration and in secret scanners. */
const SECRET_MARK = "ruchi_";
/** Enough of the secret to recognise a key in the admin panel, far too little to guess the rest. */
const PREFIX_LENGTH = SECRET_MARK.length + 6;

export interface NewSecret {
  secret: string;
  prefix: string;
  hash: string;
}

/** SHA-256 suffices: the secret is 32 random bytes, not a password a person chose. */
export const hashSecret = (secret: string): string => createHash("sha256").update(secret).digest("hex");

export function newSecret(): NewSecret {
  const secret = `${SECRET_MARK}${randomBytes(32).toString("base64url")}`;
  return { secret, prefix: secret.slice(0, PREFIX_LENGTH), hash: hashSecret(secret) };
}
