import { Webhook as StandardWebhook } from "standardwebhooks";
import { postToPublicAddress } from "../../common/public-post";
import { parseTarget, TARGET_MESSAGES, type TargetRules } from "./webhook-target";

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
  let status: number;
  try {
    status = await postToPublicAddress({ url, headers, body: request.body, timeoutMs: options.timeoutMs }, options, TARGET_MESSAGES);
  } catch (error) {
    return failure(null, describeError(error as Error, options.timeoutMs));
  }
  if (status >= 200 && status < 300) return { statusCode: status, error: null, succeeded: true };
  if (status >= 300 && status < 400) return failure(status, `HTTP ${status}: redirects are not followed`);
  return failure(status, `HTTP ${status}`);
}
