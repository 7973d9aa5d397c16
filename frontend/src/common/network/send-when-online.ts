import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from "@apollo/client";
import { isOffline, whenOnline } from "./online-status";

/** A proxy in front of Ruchi answered for it: Ruchi itself was not reached (or its answer lost). */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** How long to wait before trying again after each failure while the browser claims a network. */
const RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000] as const;

/**
 * True when the request failed on the way (no network, a dropped connection, a gateway error),
 * so the server's answer, if it made one, never arrived. Any answer from Ruchi itself (a GraphQL
 * error, a refused input) is final and false here.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (ServerError.is(error)) return GATEWAY_STATUSES.has(error.statusCode);
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error) || ServerParseError.is(error)) return false;
  // fetch rejects with a TypeError when the request could not be made or its answer not read.
  return error instanceof TypeError;
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", abort, { once: true });
  });
}

/**
 * Sends a request that must get through exactly once, such as placing an order with its
 * idempotency key: while the browser is offline it waits for the network to return; when a send
 * fails on the way (a patchy link that claims to be online) it tries again after a growing pause.
 * Sending the very same request again is what makes this safe: the server stores the order once
 * and replays it for the same key. `onWaiting(true)` while it waits for the network, false once
 * it sends; an answer from the server (success or error) ends it, and so does `signal` (the page
 * was left), with the signal's reason.
 */
export async function sendWhenOnline<T>(
  send: () => Promise<T>,
  options: { onWaiting: (waiting: boolean) => void; signal?: AbortSignal },
): Promise<T> {
  const { onWaiting, signal } = options;
  for (let failures = 0; ; failures += 1) {
    if (isOffline()) {
      onWaiting(true);
      await whenOnline(signal);
    }
    onWaiting(false);
    try {
      return await send();
    } catch (error) {
      if (!isNetworkFailure(error) || signal?.aborted) throw error;
      onWaiting(true);
      // Offline now: the loop waits for the network instead; a patchy link: a pause first.
      if (!isOffline()) await delay(RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)], signal);
    }
  }
}
