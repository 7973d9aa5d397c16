import { ConfigError, loadConfig } from "./config";
import { DEMO_ACCOUNTS, demoAccountsWanted } from "./db/demo-accounts";
import { startServer } from "./server";

/** Reads the config, starts the server, stops gracefully on SIGTERM / SIGINT. */
async function main() {
  const config = loadConfig();
  // Signals are taken from the start: one that comes while the server is still starting stops it
  // once it has started (the embedded PostgreSQL included) instead of killing the process midway.
  const starting = startServer(config);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    starting
      .then(async (running) => {
        running.logger.info({ signal }, "shutting down");
        await running.stop().catch((error: unknown) => {
          running.logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        });
        process.exit(0);
      })
      .catch(() => process.exit(1));
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  const running = await starting;
  const { logger } = running;
  logger.info({ url: running.url }, "Ruchi is listening");
  if (demoAccountsWanted(config)) {
    const lines = DEMO_ACCOUNTS.map((a) => `   ${a.role.padEnd(11)} ${a.email.padEnd(24)} password: ${a.password}`);
    process.stdout.write(`\n  Ruchi is running at ${config.publicUrl}\n\n  Demo accounts:\n${lines.join("\n")}\n\n`);
  }
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
  } else {
    process.stderr.write(`Ruchi could not start: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exit(1);
});
