/** How deliveries are timed. Production uses the defaults; tests pass shorter ones (ServiceDeps). */
export interface WebhookDeliverySettings {
  /** An answer must come within this many milliseconds (and be 2xx) for an attempt to succeed. */
  timeoutMs: number;
  /** The wait before the first retry; each later retry waits twice the one before, up to maxRetryDelayMs. */
  firstRetryDelayMs: number;
  maxRetryDelayMs: number;
  /** Retries stop this long after a delivery's first attempt; the delivery has then FAILED. */
  retryPeriodMs: number;
  /** How often each node looks for attempts that have come due. */
  pollingIntervalSeconds: number;
}

const MINUTE = 60_000;

/** 10 s to answer; retries after 30 s, 1 min, 2 min ... then hourly, for 24 hours. */
export const DEFAULT_DELIVERY_SETTINGS: WebhookDeliverySettings = {
  timeoutMs: 10_000,
  firstRetryDelayMs: 30_000,
  maxRetryDelayMs: 60 * MINUTE,
  retryPeriodMs: 24 * 60 * MINUTE,
  pollingIntervalSeconds: 1,
};

/**
 * When the next attempt of a delivery is due after `failedAttempts` failures, the latest having
 * just happened (`now`); null once the retry period since the first attempt is over. The last
 * retry falls at the end of the period at the latest.
 */
export function nextRetryAt(settings: WebhookDeliverySettings, firstAttemptedAt: Date, failedAttempts: number, now: Date): Date | null {
  const deadline = firstAttemptedAt.getTime() + settings.retryPeriodMs;
  if (now.getTime() >= deadline) return null;
  const doublings = Math.min(Math.max(failedAttempts - 1, 0), 30);
  const delay = Math.min(settings.firstRetryDelayMs * 2 ** doublings, settings.maxRetryDelayMs);
  return new Date(Math.min(now.getTime() + delay, deadline));
}
