import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { accessSync, constants, existsSync, rmSync } from "node:fs";
import { mkdir, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { Redis } from "ioredis";
import { ADMIN_DATABASE_URL, REDIS_URL, databaseUrl } from "./services";
import { APP_MAIN, AppProcess } from "./app-process";
import { CHROMIUM_PATH } from "./chromium";
import { MailServer } from "./mail-server";
import { REPO_ROOT, RUN_ENV } from "./run-env";
import { setRunState, type RunState } from "./run-state";

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * One run of the end-to-end suite: a fresh database, a real SMTP catcher and the built app,
 * all of this run's own (database name, Redis prefix and ports are unique), so two runs can
 * share the machine. Fails, never skips, when something the run needs is missing.
 */
export default async function globalSetup(): Promise<void> {
  const id = randomBytes(4).toString("hex");
  const frontendDist = process.env.RUCHI_E2E_FRONTEND_DIST ? path.resolve(process.env.RUCHI_E2E_FRONTEND_DIST) : null;
  checkPrerequisites(frontendDist ?? path.join(REPO_ROOT, "frontend", "dist"));

  const root = await mkdtemp(path.join(tmpdir(), "ruchi-e2e-"));
  const state: RunState = {
    root,
    artifactsDir: path.join(root, "artifacts"),
    logFile: path.join(root, "app.log"),
    databaseName: `ruchi_e2e_${id}`,
    redisPrefix: `ruchi-e2e-${id}:`,
    cleanups: [],
    onSignal: () => undefined,
  };
  setRunState(state);
  try {
    await mkdir(state.artifactsDir);
    await createDatabase(state);
    await checkRedis();

    const mail = new MailServer();
    await mail.start();
    state.cleanups.push(() => mail.stop());

    const app = new AppProcess({
      databaseUrl: databaseUrl(state.databaseName),
      redisUrl: REDIS_URL,
      redisPrefix: state.redisPrefix,
      smtpUrl: mail.smtpUrl,
      dataDir: path.join(root, "data"),
      logFile: state.logFile,
      frontendDist,
    });
    state.cleanups.push(() => app.stop());
    // An interrupted run (Ctrl-C) never reaches the teardown: stop the app and drop the database here.
    state.onSignal = (signal: NodeJS.Signals) => {
      app.killNow();
      spawnSync("psql", [ADMIN_DATABASE_URL, "-qc", `DROP DATABASE IF EXISTS ${state.databaseName} WITH (FORCE)`], { stdio: "ignore" });
      rmSync(root, { recursive: true, force: true });
      process.exit(128 + (signal === "SIGINT" ? 2 : signal === "SIGHUP" ? 1 : 15));
    };
    const killOnExit = () => app.killNow();
    for (const signal of SIGNALS) process.once(signal, state.onSignal);
    process.once("exit", killOnExit);
    state.cleanups.push(async () => {
      for (const signal of SIGNALS) process.off(signal, state.onSignal);
      process.off("exit", killOnExit);
    });
    await app.start();

    process.env[RUN_ENV.baseUrl] = app.baseUrl;
    process.env[RUN_ENV.mailUrl] = mail.httpUrl;
    process.env[RUN_ENV.artifactsDir] = state.artifactsDir;
  } catch (error) {
    // Jest skips the teardown when the setup fails, so undo what was started here.
    const { default: globalTeardown } = await import("./global-teardown");
    await globalTeardown().catch(() => undefined);
    throw error;
  }
}

function checkPrerequisites(frontendDist: string) {
  const missing: string[] = [];
  if (!existsSync(APP_MAIN)) missing.push(`${APP_MAIN} (build the backend: npm run build -w backend)`);
  if (!existsSync(path.join(frontendDist, "index.html"))) {
    missing.push(`${path.join(frontendDist, "index.html")} (build the frontend: npm run codegen && npm run build -w frontend)`);
  }
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
  } catch {
    missing.push(`${CHROMIUM_PATH} (apt-get install chromium)`);
  }
  if (missing.length > 0) throw new Error(`The end-to-end tests need:\n  ${missing.join("\n  ")}`);
}

async function createDatabase(state: RunState) {
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`The end-to-end tests need PostgreSQL at ${ADMIN_DATABASE_URL}: ${(error as Error).message}`, { cause: error });
  }
  try {
    await admin.query(`CREATE DATABASE ${state.databaseName}`);
  } finally {
    await admin.end();
  }
  state.cleanups.push(async () => {
    const client = new Client({ connectionString: ADMIN_DATABASE_URL });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${state.databaseName} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
}

async function checkRedis() {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  let cause: Error | null = null;
  redis.on("error", (error: Error) => (cause ??= error)); // reported below, once
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`The end-to-end tests need Redis at ${REDIS_URL}: ${(cause ?? (error as Error)).message}`, { cause: error });
  } finally {
    redis.disconnect();
  }
}
