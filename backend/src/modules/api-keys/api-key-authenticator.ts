import type { Pool } from "pg";
import { AppError } from "../../common/errors";
import { createRateLimiter, type RateLimiter, type RateLimitStore } from "../../common/rate-limiter";
import type { ApiKeyPrincipal } from "../../common/api-key-principal";
import type { ApiKeyRequestCounter } from "./api-key-request-counter";
import { hashSecret } from "./api-key-secret";
import type { ApiScope } from "../../common/api-scope";

export const UNKNOWN_KEY_MESSAGE = "This API key is unknown or has been revoked.";
/** lastUsedAt is for people ("used today?"): written at most once a minute a key, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

interface ApiKeyRow {
  id: string;
  name: string;
  scopes: ApiScope[];
  restaurant_ids: string[];
  requests_per_minute: number;
  last_used_at: Date | null;
}

export interface ApiKeyAuthenticatorDeps {
  /** The pool the session store uses: a key's request never opens a session. */
  pgPool: Pool;
  rateLimitStore: RateLimitStore;
  /** Counts each key's requests per day, in memory, flushed every few seconds. */
  apiKeyRequests: ApiKeyRequestCounter;
}

/**
 * Turns a Bearer secret into the key it belongs to, on every request from the database, so a
 * revocation holds at once on every node; then counts the request against the key's own limit
 * (in Redis when configured, shared by the nodes) and per day (api-key-request-counter.ts).
 */
export class ApiKeyAuthenticator {
  /** One limiter per distinct limit: rate-limiter-flexible fixes the points per limiter. */
  private readonly limiters = new Map<number, RateLimiter>();

  constructor(private readonly deps: ApiKeyAuthenticatorDeps) {}

  async authenticate(secret: string): Promise<ApiKeyPrincipal> {
    const { rows } = await this.deps.pgPool.query<ApiKeyRow>(
      `SELECT "id", "name", "scopes", "restaurant_ids", "requests_per_minute", "last_used_at"
         FROM "api_keys" WHERE "secret_hash" = $1 AND "revoked_at" IS NULL`,
      [hashSecret(secret)],
    );
    const row = rows[0];
    if (!row) throw new AppError("UNAUTHENTICATED", UNKNOWN_KEY_MESSAGE);
    try {
      await this.limiter(row.requests_per_minute).consume(row.id);
    } catch (error) {
      if (error instanceof AppError && error.code === "RATE_LIMITED") this.deps.apiKeyRequests.record(row.id, "rateLimited");
      throw error;
    }
    this.deps.apiKeyRequests.record(row.id, "accepted");
    if (!row.last_used_at || Date.now() - row.last_used_at.getTime() >= LAST_USED_RESOLUTION_MS) await this.touch(row.id);
    return { id: row.id, name: row.name, scopes: row.scopes, restaurantIds: row.restaurant_ids };
  }

  private limiter(requestsPerMinute: number): RateLimiter {
    let limiter = this.limiters.get(requestsPerMinute);
    if (!limiter) {
      limiter = createRateLimiter(this.deps.rateLimitStore, {
        name: `api-key:${requestsPerMinute}`,
        points: requestsPerMinute,
        durationSeconds: 60,
      });
      this.limiters.set(requestsPerMinute, limiter);
    }
    return limiter;
  }

  /** Conditional, so concurrent requests on several nodes write the minute once. */
  private async touch(id: string): Promise<void> {
    await this.deps.pgPool.query(
      `UPDATE "api_keys" SET "last_used_at" = now()
        WHERE "id" = $1 AND ("last_used_at" IS NULL OR "last_used_at" < now() - interval '1 minute')`,
      [id],
    );
  }
}
