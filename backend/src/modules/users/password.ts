import argon2 from "argon2";

/** argon2id with the parameters of docs/architecture.md#security (OWASP's minimum: m=19 MiB, t=2, p=1). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export const passwordNeedsRehash = (hash: string) => argon2.needsRehash(hash, OPTIONS);

/** Verified against when the account does not exist, so both cases take the same time. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("not-a-real-password-0000");
  return dummyHash;
}
