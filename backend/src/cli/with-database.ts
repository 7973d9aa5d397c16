import "reflect-metadata";
import type { DataSource } from "typeorm";
import { loadConfig, type Config } from "../config";
import { createLogger, type Logger } from "../common/logger";
import { createDataSource } from "../db/data-source";
import { runMigrationsOnce } from "../db/migrate";
import { startEmbeddedPostgres } from "../db/embedded-postgres";

/**
 * Runs a command against the configured database (or the embedded one, started for it), as it
 * is (not migrated: a restore wants it empty), and exits non-zero with a one-line message when it fails.
 */
export function withDatabaseUrl(command: (databaseUrl: string, config: Config, logger: Logger) => Promise<void>) {
  const run = async () => {
    const config = loadConfig();
    const logger = createLogger(config.logLevel === "silent" ? "silent" : "info");
    const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort, logger);
    try {
      await command(config.databaseUrl ?? embedded!.url, config, logger);
    } finally {
      await embedded?.stop();
    }
  };
  run().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

/** Runs a command against the configured database (or the embedded one), migrated. */
export function withDatabase(command: (dataSource: DataSource, config: Config, logger: Logger) => Promise<void>) {
  withDatabaseUrl(async (databaseUrl, config, logger) => {
    const dataSource = createDataSource({ url: databaseUrl });
    try {
      await dataSource.initialize();
      await runMigrationsOnce(dataSource);
      await command(dataSource, config, logger);
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
    }
  });
}
