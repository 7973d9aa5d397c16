import type { DataSource } from "typeorm";
import type { Logger } from "../../common/logger";
import { ApiKeyRequestCounter } from "./api-key-request-counter";
import { daysBack } from "./api-key-usage.service";

/**
 * The counter against a stand-in database that adds flushed batches up as the real statement
 * does, and whose next answer the test can hold back: what a reading shows while a flush is on
 * its way, and what a failed flush keeps.
 */
function counterWithDatabase() {
  const stored = new Map<string, { apiKeyId: string; day: string; requests: number; rateLimited: number }>();
  let hold: Promise<void> | null = null;
  let failNext = false;
  const query = async (sql: string, params: unknown[]) => {
    if (hold) await hold;
    if (sql.includes("INSERT")) {
      if (failNext) {
        failNext = false;
        throw new Error("connection lost");
      }
      const [ids, days, requests, limited] = params as [string[], string[], number[], number[]];
      ids.forEach((apiKeyId, index) => {
        const slot = `${apiKeyId} ${days[index]}`;
        const row = stored.get(slot) ?? { apiKeyId, day: days[index]!, requests: 0, rateLimited: 0 };
        stored.set(slot, { ...row, requests: row.requests + requests[index]!, rateLimited: row.rateLimited + limited[index]! });
      });
      return [];
    }
    const [ids, firstDay] = params as [string[], string];
    return [...stored.values()].filter((row) => ids.includes(row.apiKeyId) && row.day >= firstDay).map((row) => ({ ...row }));
  };
  const counter = new ApiKeyRequestCounter({
    dataSource: { query } as unknown as DataSource,
    logger: { warn: () => undefined } as unknown as Logger,
  });
  return {
    counter,
    stored,
    holdNextAnswers() {
      let release!: () => void;
      hold = new Promise<void>((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
    failNextFlush() {
      failNext = true;
    },
  };
}

const NOON_IST = new Date("2025-05-24T06:30:00Z");
const today = (counts: Map<string, Map<string, { requests: number; rateLimited: number }>>, key: string, day = "2025-05-24") =>
  counts.get(key)?.get(day);

describe("the API key request counter", () => {
  it("books a request to its day in India: 23:00 UTC is the next morning there", async () => {
    const { counter } = counterWithDatabase();
    counter.record("k", "accepted", new Date("2025-05-24T18:29:59Z"));
    counter.record("k", "accepted", new Date("2025-05-24T18:30:00Z"));
    counter.record("k", "rateLimited", new Date("2025-05-24T23:00:00Z"));
    const counts = await counter.countsSince(["k"], "2025-05-01");
    expect(Object.fromEntries(counts.get("k")!)).toEqual({
      "2025-05-24": { requests: 1, rateLimited: 0 },
      "2025-05-25": { requests: 1, rateLimited: 1 },
    });
    await counter.stop();
  });

  it("keeps the requests counted while a flush is on its way for the next one, and a reading meanwhile counts each once", async () => {
    const { counter, stored, holdNextAnswers } = counterWithDatabase();
    counter.record("k", "accepted", NOON_IST);
    counter.record("k", "accepted", NOON_IST);
    const release = holdNextAnswers();
    const flushing = counter.flush();
    const reading = counter.countsSince(["k"], "2025-05-24");
    // The flush's statement has left (with 2) and waits for its answer.
    await new Promise(setImmediate);
    counter.record("k", "accepted", NOON_IST);
    release();
    await flushing;
    expect(stored.get("k 2025-05-24")?.requests).toBe(2);
    expect(today(await reading, "k")).toEqual({ requests: 3, rateLimited: 0 });

    await counter.flush();
    expect(stored.get("k 2025-05-24")?.requests).toBe(3);
    expect(today(await counter.countsSince(["k"], "2025-05-24"), "k")).toEqual({ requests: 3, rateLimited: 0 });
    await counter.stop();
  });

  it("keeps the counts of a failed flush for the next one", async () => {
    const { counter, stored, failNextFlush } = counterWithDatabase();
    counter.record("k", "accepted", NOON_IST);
    failNextFlush();
    await expect(counter.flush()).rejects.toThrow("connection lost");
    expect(stored.size).toBe(0);
    expect(today(await counter.countsSince(["k"], "2025-05-24"), "k")).toEqual({ requests: 1, rateLimited: 0 });
    await counter.stop();
    expect(stored.get("k 2025-05-24")).toMatchObject({ requests: 1, rateLimited: 0 });
  });

  it("answers every key asked for, those without requests with no days", async () => {
    const { counter } = counterWithDatabase();
    counter.record("a", "accepted", NOON_IST);
    const counts = await counter.countsSince(["a", "b"], "2025-05-24");
    expect([...counts.keys()]).toEqual(["a", "b"]);
    expect(counts.get("b")!.size).toBe(0);
    await counter.stop();
  });
});

describe("the days of a usage list", () => {
  it("runs back from today in India, across a month's end", () => {
    expect(daysBack(new Date("2025-03-01T20:00:00Z"), 4)).toEqual(["2025-03-02", "2025-03-01", "2025-02-28", "2025-02-27"]);
  });
});
