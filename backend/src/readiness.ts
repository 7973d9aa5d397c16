import type { Redis } from "ioredis";
import type { DataSource } from "typeorm";

export interface Readiness {
  ready: boolean;
  checks: { postgres: "ok" | "down"; redis: "ok" | "down" | "not configured" };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), ms).unref())]);

/** Postgres and Redis both answer within a second. */
export async function checkReadiness(dataSource: DataSource, redis: Redis | null): Promise<Readiness> {
  const [postgres, redisCheck] = await Promise.all([
    within(dataSource.query("SELECT 1"), 1000).then(
      () => "ok" as const,
      () => "down" as const,
    ),
    redis
      ? within(redis.ping(), 1000).then(
          () => "ok" as const,
          () => "down" as const,
        )
      : Promise.resolve("not configured" as const),
  ]);
  return { ready: postgres === "ok" && redisCheck !== "down", checks: { postgres, redis: redisCheck } };
}
