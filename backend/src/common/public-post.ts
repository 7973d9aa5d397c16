import type { LookupAddress, LookupOptions } from "node:dns";
import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { isPublicAddress } from "./public-address";

/** A URL or address the server will not connect to (SSRF): the message says why. */
export class RefusedTargetError extends Error {
  override name = "RefusedTargetError";
}

/** allowLocal (tests and local set-ups only) lifts the public-address rule. */
export interface AddressRules {
  allowLocal: boolean;
}

/** What a refusal says, in the words of the feature that refuses (a webhook's URL, a push endpoint). */
export interface AddressMessages {
  notPublic: string;
  unresolved: string;
}

/** The host as connect() takes it: an IPv6 literal without its brackets. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * Every address a host stands for, each of them checked: one refused address refuses the host,
 * so a name cannot mix a public answer with a private one. An IP literal is its own answer.
 */
export async function resolvePublic(host: string, rules: AddressRules, messages: AddressMessages): Promise<LookupAddress[]> {
  const family = isIP(host);
  let addresses: LookupAddress[];
  if (family !== 0) {
    addresses = [{ address: host, family }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new RefusedTargetError(messages.unresolved);
    }
    if (addresses.length === 0) throw new RefusedTargetError(messages.unresolved);
  }
  if (!rules.allowLocal && addresses.some((entry) => !isPublicAddress(entry.address))) {
    throw new RefusedTargetError(messages.notPublic);
  }
  return addresses;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The connection's own DNS look-up: the addresses are checked (resolvePublic) and the socket
 * connects to exactly those, so a second, different DNS answer cannot slip in between the check
 * and the connection.
 */
function checkedLookup(rules: AddressRules, messages: AddressMessages) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    resolvePublic(hostname, rules, messages).then(
      (addresses) => {
        const wanted =
          options.family === 4 || options.family === 6 ? addresses.filter((entry) => entry.family === options.family) : addresses;
        if (options.all) callback(null, wanted);
        else if (wanted[0]) callback(null, wanted[0].address, wanted[0].family);
        else callback(Object.assign(new Error(`No IPv${options.family} address for ${hostname}`), { code: "ENOTFOUND" }), "", 0);
      },
      (error: Error) => callback(error, "", 0),
    );
  };
}

export interface PublicPost {
  /** http: or https: (the caller has judged the scheme). */
  url: URL;
  headers: Record<string, string>;
  body: string | Buffer;
  /** For the whole exchange, answer included. */
  timeoutMs: number;
  /**
   * A keep-alive pool of the URL's protocol (its sockets connect through the checked look-up as
   * any other, and are reused only afterwards); absent: one connection for this request.
   */
  agent?: http.Agent;
}

/**
 * POSTs once, connecting only to public addresses: an IP literal is judged here, a name on the
 * connection's own look-up. Resolves with the answer's status (redirects are never followed; the
 * body is drained unread, the timeout ending a slow one); rejects when no answer came: a refused
 * address (RefusedTargetError), a connection error, or no answer within timeoutMs.
 */
export async function postToPublicAddress(post: PublicPost, rules: AddressRules, messages: AddressMessages): Promise<number> {
  // An IP literal is never looked up (checkedLookup judges names): it is judged here.
  const host = hostOf(post.url);
  if (isIP(host) !== 0) await resolvePublic(host, rules, messages);
  const client = post.url.protocol === "https:" ? https : http;
  return new Promise<number>((resolve, reject) => {
    const outgoing = client.request(
      post.url,
      {
        method: "POST",
        headers: post.headers,
        agent: post.agent ?? false,
        lookup: checkedLookup(rules, messages),
        signal: AbortSignal.timeout(post.timeoutMs),
      },
      (response) => {
        response.on("error", () => undefined);
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(post.body);
  });
}
