/**
 * How a soak client judges one answer of the app and when it tries again: the rules a real client
 * (the web app's checkout, a partner's script) would follow through a failing node, Redis or
 * PostgreSQL. Pure, so the soak's judgement is unit-tested (retry.spec.ts).
 */

/** What one request came to, as the client sees it. */
export type Outcome =
  | { kind: "ok" }
  /** No answer: the connection was refused, reset or closed before a response. */
  | { kind: "network"; detail: string }
  /** No answer within the client's time limit. */
  | { kind: "timeout" }
  /** The load balancer's own 502/503/504 (no GraphQL answer from any node). */
  | { kind: "bad-gateway"; status: number }
  /** The app said SERVICE_UNAVAILABLE (Redis or PostgreSQL away). */
  | { kind: "unavailable" }
  /** The app said INTERNAL_SERVER_ERROR, or answered 5xx without a GraphQL error. */
  | { kind: "internal"; status: number; message?: string }
  /** The session is gone (signed out by the server): sign in again, then try again. */
  | { kind: "unauthenticated" }
  /** A definite answer that refuses the request (CART_EMPTY, INVALID_STATUS_TRANSITION ...). */
  | { kind: "refused"; code: string };

export type OutcomeKind = Outcome["kind"];

interface GraphqlErrorBody {
  errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }>;
}

/** Judges an HTTP answer: its status and its parsed JSON body (null when it was not JSON). */
export function classifyAnswer(status: number, body: unknown): Outcome {
  const errors = (body as GraphqlErrorBody | null)?.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    const code = typeof errors[0]?.extensions?.code === "string" ? errors[0].extensions.code : "UNKNOWN";
    if (code === "UNAUTHENTICATED") return { kind: "unauthenticated" };
    if (code === "SERVICE_UNAVAILABLE") return { kind: "unavailable" };
    if (code === "INTERNAL_SERVER_ERROR") return { kind: "internal", status, message: String(errors[0]?.message ?? "") };
    return { kind: "refused", code };
  }
  if (status >= 500)
    return body === null && status >= 502 && status <= 504 ? { kind: "bad-gateway", status } : { kind: "internal", status };
  if (status >= 400 || body === null) return { kind: "refused", code: `HTTP_${status}` };
  return { kind: "ok" };
}

/** Judges a request that got no answer (fetch threw). */
export function classifyFailure(error: unknown): Outcome {
  const name = (error as { name?: unknown })?.name;
  if (name === "TimeoutError" || name === "AbortError") return { kind: "timeout" };
  const cause = (error as { cause?: { code?: unknown; message?: unknown } })?.cause;
  const detail = typeof cause?.code === "string" ? cause.code : String(cause?.message ?? (error as Error)?.message ?? error);
  return { kind: "network", detail };
}

/** Worth another try with the same request (an order with the same idempotency key). */
export const isRetryable = (outcome: Outcome): boolean => outcome.kind !== "ok" && outcome.kind !== "refused";

export interface Backoff {
  firstMs: number;
  maxMs: number;
}

/**
 * The wait before try number `attempt + 1` (attempt 0 is the first retry): exponential from
 * firstMs, capped at maxMs, spread by `random` (0 ≤ random < 1) between half and the whole delay
 * so that clients failed by one fault do not all come back at the same instant.
 */
export function backoffMs(attempt: number, random: number, { firstMs, maxMs }: Backoff): number {
  const full = Math.min(maxMs, firstMs * 2 ** Math.min(Math.max(0, Math.floor(attempt)), 30));
  return Math.round(full * (0.5 + Math.min(Math.max(random, 0), 1) / 2));
}

export interface RetryPolicy extends Backoff {
  /** Tries in all, the first included. */
  maxAttempts: number;
  /** No new try starts this long after the first one. */
  maxTotalMs: number;
}

/** A customer's checkout: keeps the same idempotency key until the app answers, for up to a minute. */
export const ORDER_RETRY: RetryPolicy = { maxAttempts: 40, maxTotalMs: 60_000, firstMs: 250, maxMs: 2_000 };
/** Any other request: a few quick tries, then the client gives up on that step. */
export const STEP_RETRY: RetryPolicy = { maxAttempts: 6, maxTotalMs: 15_000, firstMs: 250, maxMs: 2_000 };
/** The live connection's reconnects: as the web app's (about 1 s, doubling, at most 30 s). */
export const RECONNECT_BACKOFF: Backoff = { firstMs: 1_000, maxMs: 30_000 };

/** Whether to try again after `attempts` tries that began `elapsedMs` ago and ended in `outcome`. */
export function shouldTryAgain(outcome: Outcome, attempts: number, elapsedMs: number, policy: RetryPolicy): boolean {
  return isRetryable(outcome) && attempts < policy.maxAttempts && elapsedMs < policy.maxTotalMs;
}
