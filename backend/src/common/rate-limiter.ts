import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Redis } from "ioredis";
import { AppError, serviceUnavailable } from "./errors";

export interface RateLimitRule {
  name: string;
  points: number;
  durationSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt for key; throws RATE_LIMITED once the rule's points are used up. */
  consume(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface RateLimitStore {
  redis: Redis | null;
  prefix: string;
}

/** In Redis when configured (shared by every API node); in memory in the one-process default. */
export function createRateLimiter(store: RateLimitStore, rule: RateLimitRule): RateLimiter {
  const keyPrefix = `${store.prefix}rl:${rule.name}`;
  const limiter: RateLimiterAbstract = store.redis
    ? new RateLimiterRedis({
        storeClient: store.redis,
        keyPrefix,
        points: rule.points,
        duration: rule.durationSeconds,
        rejectIfRedisNotReady: true,
      })
    : new RateLimiterMemory({ keyPrefix, points: rule.points, duration: rule.durationSeconds });

  return {
    async consume(key) {
      try {
        await limiter.consume(key.toLowerCase());
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
          const minutes = Math.ceil(retryAfterSeconds / 60);
          throw new AppError("RATE_LIMITED", `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
            retryAfterSeconds,
          });
        }
        throw serviceUnavailable("The service");
      }
    },
    async reset(key) {
      try {
        await limiter.delete(key.toLowerCase());
      } catch {
        // A counter left behind only makes the limit stricter until it expires.
      }
    },
  };
}
