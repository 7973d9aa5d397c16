import { Redis, type RedisOptions } from "ioredis";
import type { Logger } from "./logger";

/**
 * A Redis client that fails fast while Redis is down (no offline queue, one try per command)
 * and reconnects by itself, so requests answer 503 at once instead of hanging. `overrides` is
 * for clients that should wait instead (the pub/sub subscriber).
 */
export function createRedis(url: string, logger: Logger, name = "redis", overrides: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    lazyConnect: true,
    ...overrides,
  });
  let wasReady = false;
  redis.on("ready", () => {
    if (wasReady) logger.info({ client: name }, "redis connection restored");
    wasReady = true;
  });
  redis.on("error", (error: Error) => {
    if (wasReady) logger.warn({ client: name, err: error.message }, "redis error");
  });
  return redis;
}

export function isRedisReady(redis: Redis | null): boolean {
  return redis === null || redis.status === "ready";
}

/** Connects, waiting at most timeoutMs for the first "ready". */
export async function connectRedis(redis: Redis, timeoutMs = 10_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.connect(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
