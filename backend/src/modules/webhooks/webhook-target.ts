import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { isPublicAddress } from "./public-address";

/** A webhook URL or address Ruchi will not send to (SSRF): the message says why. */
export class RefusedTargetError extends Error {
  override name = "RefusedTargetError";
}

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

/** The host as connect() takes it: an IPv6 literal without its brackets. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, "$1");

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

/**
 * Every address a host stands for, each of them checked: one refused address refuses the host,
 * so a name cannot mix a public answer with a private one. An IP literal is its own answer.
 */
export async function resolveTarget(host: string, rules: TargetRules): Promise<LookupAddress[]> {
  const family = isIP(host);
  let addresses: LookupAddress[];
  if (family !== 0) {
    addresses = [{ address: host, family }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new RefusedTargetError(TARGET_MESSAGES.unresolved);
    }
    if (addresses.length === 0) throw new RefusedTargetError(TARGET_MESSAGES.unresolved);
  }
  if (!rules.allowLocal && addresses.some((entry) => !isPublicAddress(entry.address))) {
    throw new RefusedTargetError(TARGET_MESSAGES.notPublic);
  }
  return addresses;
}
