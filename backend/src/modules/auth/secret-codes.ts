import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
export const RESET_TOKEN_VALID_MINUTES = 30;

export const generateOtp = () => randomInt(0, 1_000_000).toString().padStart(6, "0");

/**
 * Codes are stored as an HMAC keyed with a server secret: a six-digit code hashed plainly
 * could be recovered from a leaked row by trying all million values.
 */
export const hashOtp = (key: string, userId: string, code: string) => createHmac("sha256", key).update(`${userId}:${code}`).digest("hex");

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The secret of an e-mailed link (password reset, sign-up verification): 32 random bytes; only its sha256 is stored. */
export const generateLinkToken = () => randomBytes(32).toString("base64url");
export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
