import "reflect-metadata";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import request from "supertest";
type TestAgent = request.Agent;
import { loadConfig, type Config } from "../../src/config";
import { startServer, type RunningServer, type StartOptions } from "../../src/server";
import { MailCatcher } from "./mail-catcher";
import { TEMPLATE_DATABASE, TEST_ADMIN_DATABASE_URL, TEST_REDIS_URL, commitsWithoutFlush, databaseUrl } from "./test-env";

export interface TestApp {
  url: string;
  /** What the app was started with (its REDIS_PREFIX, for instance). */
  config: Config;
  running: RunningServer;
  mail: MailCatcher;
  /** A direct connection to this test file's database, for arranging and checking rows. */
  db: Client;
  /** A browser-like client that keeps its cookies. */
  agent(): TestAgent;
  /**
   * Another node of the same app, as behind a load balancer: the same database, Redis, prefix and
   * session secret, with its own connections (pub/sub included) on its own port. Stopped by stop().
   */
  startPeer(): Promise<RunningServer>;
  /** Runs fn and returns how many SQL statements the app sent meanwhile (transactions included). */
  countQueries(fn: () => Promise<unknown>): Promise<{ count: number; statements: string[] }>;
  /** Runs fn while the app's SQL statements are recorded; fn sees them as they come (to wait for one). */
  recordQueries<T>(fn: (statements: readonly string[]) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

export interface TestAppOptions {
  /** null: no Redis (sessions in Postgres, limits in memory), as in the embedded default. */
  redisUrl?: string | null;
  env?: Record<string, string>;
  /** Shorter webhook timings, for this node and its peers. */
  webhookDelivery?: StartOptions["webhookDelivery"];
  /** A shorter safety net for order effects, for this node and its peers. */
  orderEffects?: StartOptions["orderEffects"];
  /** The clock of the order rules, which the test controls (common/clock.ts), for this node and its peers. */
  clock?: StartOptions["clock"];
}

/** The real app on a free port, with a fresh database cloned from the migrated template. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const id = randomBytes(5).toString("hex");
  const database = `ruchi_test_${id}`;
  const admin = new Client({ connectionString: TEST_ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.query(commitsWithoutFlush(database));
  await admin.end();

  const mail = new MailCatcher();
  await mail.start();
  const dataDir = mkdtempSync(path.join(tmpdir(), "ruchi-test-"));
  const redisUrl = options.redisUrl === undefined ? TEST_REDIS_URL : options.redisUrl;
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    DATABASE_URL: databaseUrl(database),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    REDIS_PREFIX: `test:${id}:`,
    SMTP_URL: mail.url,
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    SEED_DEMO_DATA: "false",
    // Every request reads its user, so SQL statement counts do not depend on timing.
    SESSION_USER_CACHE_MS: "0",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    // The tests' push services: made-up https endpoints at push.example.com, and the local push
    // receiver at 127.0.0.1 (which also needs PUSH_ALLOW_HTTP_ENDPOINTS). PUSH_SERVICE_HOSTS: ""
    // gives a test the browsers' push services, as in production.
    PUSH_SERVICE_HOSTS: "push.example.com,127.0.0.1",
    ...options.env,
  });
  let recording: string[] | null = null;
  async function recordQueries<T>(fn: (statements: readonly string[]) => Promise<T>): Promise<T> {
    const statements: string[] = [];
    recording = statements;
    try {
      return await fn(statements);
    } finally {
      recording = null;
    }
  }
  const { webhookDelivery, orderEffects, clock } = options;
  const running = await startServer(config, { onQuery: (sql) => recording?.push(sql), webhookDelivery, orderEffects, clock });
  const peers: RunningServer[] = [];
  const url = `http://127.0.0.1:${running.port}`;
  const db = new Client({ connectionString: databaseUrl(database) });
  await db.connect();

  return {
    url,
    config,
    running,
    mail,
    db,
    agent: () => request.agent(url),
    async startPeer() {
      const peer = await startServer(config, { webhookDelivery, orderEffects, clock });
      peers.push(peer);
      return peer;
    },
    recordQueries,
    async countQueries(fn) {
      const statements = await recordQueries(async (seen) => {
        await fn();
        return seen.filter((sql) => !/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(sql));
      });
      return { count: statements.length, statements };
    },
    async stop() {
      await db.end();
      for (const peer of peers.splice(0)) await peer.stop();
      await running.stop();
      await mail.stop();
      const cleanup = new Client({ connectionString: TEST_ADMIN_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
