import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { Redis } from "ioredis";
import { REDIS_URL } from "./services";
import { takeRunState } from "./run-state";

/**
 * Stops the app and the mail catcher, drops the database and this run's Redis keys, and
 * removes the temporary directory, except the failure screenshots and the app log when a
 * test failed.
 */
export default async function globalTeardown(): Promise<void> {
  const state = takeRunState();
  if (!state) return;
  const errors: unknown[] = [];
  for (const cleanup of state.cleanups.reverse()) {
    await cleanup().catch((error: unknown) => errors.push(error));
  }
  await deleteRedisKeys(state.redisPrefix).catch((error: unknown) => errors.push(error));

  const artifacts = await readdir(state.artifactsDir).catch(() => []);
  if (artifacts.length > 0) {
    await rm(path.join(state.root, "data"), { recursive: true, force: true });
    process.stderr.write(`\ne2e: screenshots of failed tests and the app log are in ${state.root}\n`);
  } else {
    await rm(state.root, { recursive: true, force: true });
  }
  if (errors.length > 0) throw new AggregateError(errors, "The end-to-end teardown did not finish cleanly");
}

async function deleteRedisKeys(prefix: string) {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on("error", () => undefined); // a failed connect rejects below
  await redis.connect();
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}
