import { RateLimiterMemory, RateLimiterQueue, RateLimiterQueueError, RateLimiterRedis } from "rate-limiter-flexible";
import type { RateLimitStore } from "../../common/rate-limiter";

/**
 * How long a lookup may wait for the geocoder's budget before the gazetteer answers instead: the
 * home page shows "Fetching..." meanwhile, and a label late by more than a moment helps nobody.
 */
export const MAX_BUDGET_WAIT_MS = 2000;

/** The requests all nodes together may send the geocoder (GEOCODER_MAX_PER_SECOND). */
export interface UpstreamBudget {
  /** true: one request may go now; false: none within MAX_BUDGET_WAIT_MS. Throws when Redis fails. */
  take(): Promise<boolean>;
}

/**
 * At most perSecond requests in each one-second window, counted in Redis when configured (every
 * node draws on one budget) or in memory in the one-process default. A window opens with its first
 * request, so with the default of 1 consecutive requests are at least a second apart, as the
 * public Nominatim service requires.
 */
export function createUpstreamBudget(store: RateLimitStore, perSecond: number): UpstreamBudget {
  const keyPrefix = `${store.prefix}rl:geocoder-upstream`;
  const window = { keyPrefix, points: perSecond, duration: 1 };
  const limiter = store.redis
    ? new RateLimiterRedis({ ...window, storeClient: store.redis, rejectIfRedisNotReady: true })
    : new RateLimiterMemory(window);
  // A node holds no more waiters than the budget could serve within the wait; the rest are
  // answered from the gazetteer at once instead of piling up.
  const queue = new RateLimiterQueue(limiter, { maxQueueSize: Math.ceil((perSecond * MAX_BUDGET_WAIT_MS) / 1000) });

  return {
    async take() {
      const deadline = Date.now() + MAX_BUDGET_WAIT_MS;
      // The queue drops a waiter only once its (whole-second) deadline has passed; a request that
      // gave up just before its turn may still spend a token later. That wastes budget, never exceeds it.
      const granted = queue.removeTokens(1, undefined, Math.ceil(deadline / 1000)).then(
        () => true,
        (error: unknown) => {
          if (error instanceof RateLimiterQueueError) return false;
          throw error;
        },
      );
      let timer: NodeJS.Timeout | undefined;
      const giveUp = new Promise<false>((resolve) => {
        timer = setTimeout(resolve, MAX_BUDGET_WAIT_MS, false);
      });
      try {
        return await Promise.race([granted, giveUp]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
