import type { LookupAddress, LookupOptions } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { Webhook as StandardWebhook } from "standardwebhooks";
import { hostOf, parseTarget, resolveTarget, type TargetRules } from "./webhook-target";

/** What one attempt came to: the receiver's status (null without an answer) and why it failed. */
export interface AttemptOutcome {
  statusCode: number | null;
  error: string | null;
  succeeded: boolean;
}

export interface SignedRequest {
  url: string;
  /** whsec_<base64> */
  secret: string;
  /** The event's id: the webhook-id header. */
  eventId: string;
  /** The exact bytes to sign and send. */
  body: string;
}

export interface SenderOptions extends TargetRules {
  timeoutMs: number;
}

const USER_AGENT = "Ruchi-Webhooks/1.0";

const failure = (statusCode: number | null, error: string): AttemptOutcome => ({ statusCode, error, succeeded: false });

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The connection's own DNS look-up: the addresses are checked (resolveTarget) and the socket
 * connects to exactly those, so a second, different DNS answer cannot slip in between the check
 * and the connection.
 */
function checkedLookup(rules: TargetRules) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    resolveTarget(hostname, rules).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((entry) => entry.family === options.family) : addresses;
        if (options.all) callback(null, wanted);
        else if (wanted[0]) callback(null, wanted[0].address, wanted[0].family);
        else callback(Object.assign(new Error(`No IPv${options.family} address for ${hostname}`), { code: "ENOTFOUND" }), "", 0);
      },
      (error: Error) => callback(error, "", 0),
    );
  };
}

function describeError(error: Error & { code?: string }, timeoutMs: number): string {
  if (error.name === "AbortError" || error.name === "TimeoutError" || error.code === "ABORT_ERR") {
    return `No answer within ${timeoutMs / 1000} s`;
  }
  return error.message || error.code || "The request failed";
}

/**
 * POSTs one signed event (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature
 * v1,<base64 HMAC-SHA256>). A 2xx answer within timeoutMs succeeds; anything else fails,
 * redirects included (never followed). Never throws: a failure is an outcome.
 */
export async function sendSigned(request: SignedRequest, options: SenderOptions): Promise<AttemptOutcome> {
  let url: URL;
  try {
    url = parseTarget(request.url, options);
    // An IP literal is never looked up (checkedLookup below judges names): it is judged here.
    const host = hostOf(url);
    if (isIP(host) !== 0) await resolveTarget(host, options);
  } catch (error) {
    return failure(null, (error as Error).message);
  }
  const sentAt = new Date();
  const headers = {
    "content-type": "application/json",
    "user-agent": USER_AGENT,
    "webhook-id": request.eventId,
    "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
    "webhook-signature": new StandardWebhook(request.secret).sign(request.eventId, sentAt, request.body),
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise<AttemptOutcome>((resolve) => {
    const outgoing = client.request(
      url,
      { method: "POST", headers, agent: false, lookup: checkedLookup(options), signal: AbortSignal.timeout(options.timeoutMs) },
      (response) => {
        const status = response.statusCode ?? 0;
        // The answer's status is all that counts: its body is drained unread (the timeout ends a slow one).
        response.on("error", () => undefined);
        response.resume();
        if (status >= 200 && status < 300) resolve({ statusCode: status, error: null, succeeded: true });
        else if (status >= 300 && status < 400) resolve(failure(status, `HTTP ${status}: redirects are not followed`));
        else resolve(failure(status, `HTTP ${status}`));
      },
    );
    outgoing.on("error", (error) => resolve(failure(null, describeError(error, options.timeoutMs))));
    outgoing.end(request.body);
  });
}
