import { randomBytes } from "node:crypto";
import { accessSync, constants, existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { Redis } from "ioredis";
import { ADMIN_DATABASE_URL, REDIS_URL, databaseUrl } from "./services";
import { APP_MAIN, AppProcess } from "./app-process";
import { CHROMIUM_PATH } from "./chromium";
import { MailServer } from "./mail-server";
import { REPO_ROOT, RUN_ENV } from "./run-env";

/** What one worker of the end-to-end run started: the app, its database and mail catcher. */
export interface World {
  baseUrl: string;
  mailUrl: string;
  /** The app's output (attached to a failing test). */
  logFile: string;
  stop(): Promise<void>;
}

/**
 * A fresh database, a real SMTP catcher and the built app, all of this worker's own (database
 * name, Redis prefix and ports are unique), so workers and whole runs can share the machine.
 * Fails, never skips, when something the run needs is missing. The worker's helpers (graphql,
 * mail, accounts) find the app through the environment variables set here.
 */
export async function startWorld(): Promise<World> {
  const id = randomBytes(4).toString("hex");
  const frontendDist = process.env.RUCHI_E2E_FRONTEND_DIST ? path.resolve(process.env.RUCHI_E2E_FRONTEND_DIST) : null;
  checkPrerequisites(frontendDist ?? path.join(REPO_ROOT, "frontend", "dist"));

  const root = await mkdtemp(path.join(tmpdir(), "ruchi-e2e-"));
  const databaseName = `ruchi_e2e_${id}`;
  const redisPrefix = `ruchi-e2e-${id}:`;
  const logFile = path.join(root, "app.log");
  /** Undo steps, run last-first. */
  const cleanups: Array<() => Promise<void>> = [async () => rm(root, { recursive: true, force: true })];
  const stop = async () => {
    const errors: unknown[] = [];
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => errors.push(error));
    if (errors.length > 0) throw new AggregateError(errors, "The end-to-end world did not stop cleanly");
  };
  try {
    await mkdir(path.join(root, "data"));
    await createDatabase(databaseName);
    cleanups.push(() => dropDatabase(databaseName));
    await checkRedis();
    cleanups.push(() => deleteRedisKeys(redisPrefix));

    const mail = new MailServer();
    await mail.start();
    cleanups.push(() => mail.stop());

    const app = new AppProcess({
      databaseUrl: databaseUrl(databaseName),
      redisUrl: REDIS_URL,
      redisPrefix,
      smtpUrl: mail.smtpUrl,
      dataDir: path.join(root, "data"),
      logFile,
      frontendDist,
      clockFile: path.join(root, "clock-offset-ms"),
    });
    cleanups.push(() => app.stop());
    // A worker killed abruptly never reaches the fixture's teardown: never leave the app running.
    const killOnExit = () => app.killNow();
    process.once("exit", killOnExit);
    cleanups.push(async () => void process.off("exit", killOnExit));
    await app.start();

    process.env[RUN_ENV.baseUrl] = app.baseUrl;
    process.env[RUN_ENV.mailUrl] = mail.httpUrl;
    process.env[RUN_ENV.clockFile] = path.join(root, "clock-offset-ms");
    return { baseUrl: app.baseUrl, mailUrl: mail.httpUrl, logFile, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

/** The last lines of the app's output, for a failing test's report. */
export function appLogTail(world: World, lines = 200): string {
  try {
    return readFileSync(world.logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
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

async function withAdminClient<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: ADMIN_DATABASE_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`The end-to-end tests need PostgreSQL at ${ADMIN_DATABASE_URL}: ${(error as Error).message}`, { cause: error });
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * The worker's database is thrown away, so its commits need not wait for the disk (about a third
 * of a commit's time here); set on this database only, never on the server.
 */
const createDatabase = (name: string) =>
  withAdminClient(async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
    await client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  });
const dropDatabase = (name: string) =>
  withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined);

function redisClient(): Redis {
  return new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
}

async function checkRedis() {
  const redis = redisClient();
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

async function deleteRedisKeys(prefix: string) {
  const redis = redisClient();
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
