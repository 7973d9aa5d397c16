import type { DataSource } from "typeorm";
import type { Logger } from "../../common/logger";
import { kolkataDate } from "../../common/calendar-day";

/** How often a node adds its counts to the database: how late another node's requests may show. */
export const FLUSH_INTERVAL_MS = 5_000;
/** A day's count stops growing at PostgreSQL's (and GraphQL's) largest Int instead of failing every later flush. */
const MAX_COUNT = 2_147_483_647;

export type RequestOutcome = "accepted" | "rateLimited";

export interface DailyCount {
  /** Requests the key's limit let through. */
  requests: number;
  /** Requests refused with RATE_LIMITED by the key's limit. */
  rateLimited: number;
}

interface PendingCount extends DailyCount {
  apiKeyId: string;
  /** The Asia/Kolkata day the requests arrived on, YYYY-MM-DD. */
  day: string;
}

export interface ApiKeyRequestCounterDeps {
  dataSource: DataSource;
  logger: Logger;
}

/** Adds what this node counted to the day's row (added, never overwritten: nodes add up). */
const FLUSH_SQL = `
  INSERT INTO "api_key_daily_requests" ("api_key_id", "day", "requests", "rate_limited")
  SELECT counted.api_key_id, counted.day, counted.requests, counted.rate_limited
    FROM unnest($1::uuid[], $2::date[], $3::int[], $4::int[]) AS counted(api_key_id, day, requests, rate_limited)
    -- A key deleted from the database meanwhile drops its counts instead of failing the batch.
    JOIN "api_keys" ON "api_keys"."id" = counted.api_key_id
   -- Every node locks the rows in the same order: concurrent flushes wait, never deadlock.
   ORDER BY counted.api_key_id, counted.day
  ON CONFLICT ("api_key_id", "day") DO UPDATE SET
    "requests" = LEAST("api_key_daily_requests"."requests"::bigint + EXCLUDED."requests", ${MAX_COUNT}),
    "rate_limited" = LEAST("api_key_daily_requests"."rate_limited"::bigint + EXCLUDED."rate_limited", ${MAX_COUNT})`;

const READ_SQL = `
  SELECT "api_key_id" AS "apiKeyId", to_char("day", 'YYYY-MM-DD') AS "day", "requests", "rate_limited" AS "rateLimited"
    FROM "api_key_daily_requests"
   WHERE "api_key_id" = ANY($1::uuid[]) AND "day" >= $2::date`;

/**
 * Counts every request made with a key, per key and Asia/Kolkata day, without a database write
 * per request; the same design with Redis and without it (the embedded default):
 *
 * - The hot path only adds 1 to a number in this process's memory (record), under the day the
 *   request arrived, so a flush after midnight still books yesterday's requests to yesterday.
 * - Every FLUSH_INTERVAL_MS, and when the node stops, one statement adds those numbers to
 *   api_key_daily_requests (INSERT ... ON CONFLICT DO UPDATE SET requests = requests +
 *   EXCLUDED.requests). Additions commute, so any number of nodes sum up exactly. Redis INCR
 *   would need a second design for the embedded default (no Redis) and a copy of the history
 *   (up to 90 days) in PostgreSQL anyway.
 * - A reading is the database's sum plus this node's counts not yet flushed: exact at once on
 *   one node; another node's latest requests show within FLUSH_INTERVAL_MS. A node's reads and
 *   flushes take turns, so a reading never sees a count twice or misses one being flushed.
 * - A failed flush keeps its counts for the next one. A node killed without stopping loses at
 *   most its last FLUSH_INTERVAL_MS of counts: exact enough for watching use, not for billing.
 */
export class ApiKeyRequestCounter {
  /** Not yet in the database, by `${apiKeyId} ${day}`. */
  private readonly pending = new Map<string, PendingCount>();
  /** The last read or flush of this node: the next one waits for it. */
  private turn: Promise<unknown> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly deps: ApiKeyRequestCounterDeps) {
    this.timer = setInterval(() => {
      this.flush().catch((error: unknown) =>
        deps.logger.warn({ err: error }, "API key request counts not saved yet; kept for the next try"),
      );
    }, FLUSH_INTERVAL_MS);
    // The counts are flushed by stop(); the timer alone never keeps a process alive.
    this.timer.unref();
  }

  /** One request of the key, now: a few operations in memory, nothing sent anywhere. */
  record(apiKeyId: string, outcome: RequestOutcome, at: Date = new Date()): void {
    const day = kolkataDate(at);
    const slot = `${apiKeyId} ${day}`;
    let count = this.pending.get(slot);
    if (!count) {
      count = { apiKeyId, day, requests: 0, rateLimited: 0 };
      this.pending.set(slot, count);
    }
    if (outcome === "accepted") count.requests += 1;
    else count.rateLimited += 1;
  }

  /** Adds this node's counts to the database now (tests call it instead of waiting for the timer). */
  flush(): Promise<void> {
    return this.inTurn(async () => {
      if (this.pending.size === 0) return;
      const batch = [...this.pending.entries()].map(([slot, count]) => ({ slot, ...count }));
      await this.deps.dataSource.query(FLUSH_SQL, [
        batch.map((count) => count.apiKeyId),
        batch.map((count) => count.day),
        batch.map((count) => Math.min(count.requests, MAX_COUNT)),
        batch.map((count) => Math.min(count.rateLimited, MAX_COUNT)),
      ]);
      // Requests counted while the statement ran stay for the next flush.
      for (const sent of batch) {
        const count = this.pending.get(sent.slot)!;
        count.requests -= sent.requests;
        count.rateLimited -= sent.rateLimited;
        if (count.requests === 0 && count.rateLimited === 0) this.pending.delete(sent.slot);
      }
    });
  }

  /** Stops the timer and flushes what is left (the server's shutdown calls it before the database closes). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Each key's counts by day (YYYY-MM-DD), from firstDay to today; days without requests are absent. */
  countsSince(apiKeyIds: readonly string[], firstDay: string): Promise<Map<string, Map<string, DailyCount>>> {
    return this.inTurn(async () => {
      const rows: PendingCount[] = await this.deps.dataSource.query(READ_SQL, [apiKeyIds, firstDay]);
      const byKey = new Map(apiKeyIds.map((id) => [id, new Map<string, DailyCount>()]));
      for (const count of [...rows, ...this.pending.values()]) {
        const days = byKey.get(count.apiKeyId);
        if (!days || count.day < firstDay) continue;
        const sum = days.get(count.day) ?? { requests: 0, rateLimited: 0 };
        days.set(count.day, {
          requests: Math.min(sum.requests + count.requests, MAX_COUNT),
          rateLimited: Math.min(sum.rateLimited + count.rateLimited, MAX_COUNT),
        });
      }
      return byKey;
    });
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.turn.then(work, work);
    this.turn = run.catch(() => undefined);
    return run;
  }
}
