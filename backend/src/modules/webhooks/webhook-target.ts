import type { LookupAddress } from "node:dns";
import { RefusedTargetError, resolvePublic } from "../../common/public-post";

// The webhooks' names for the rule they share with the push endpoints.
export { hostOf, RefusedTargetError } from "../../common/public-post";

export const TARGET_MESSAGES = {
  notUrl: "Enter the webhook's full URL, starting with https://",
  notHttps: "The webhook's URL must start with https://",
  notPublic: "The webhook's URL must lead to a public address on the internet, not a local, private or reserved one",
  unresolved: "The webhook's host name could not be found",
} as const;

/**
 * The rules every webhook target follows, at creation and at every delivery: https only, and
 * only public addresses. allowLocal (WEBHOOK_ALLOW_LOCAL, for tests and local set-ups) lifts both.
 */
export interface TargetRules {
  allowLocal: boolean;
}

/** The URL, if its form is one Ruchi sends to (the scheme; the address is judged by resolve). */
export function parseTarget(raw: string, rules: TargetRules): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedTargetError(TARGET_MESSAGES.notUrl);
  }
  const schemes = rules.allowLocal ? ["https:", "http:"] : ["https:"];
  if (!schemes.includes(url.protocol)) throw new RefusedTargetError(TARGET_MESSAGES.notHttps);
  return url;
}

/** Every address a host stands for, each of them public (unless allowLocal): see resolvePublic. */
export const resolveTarget = (host: string, rules: TargetRules): Promise<LookupAddress[]> => resolvePublic(host, rules, TARGET_MESSAGES);
