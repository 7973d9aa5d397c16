import { ConfigError, loadConfig } from "./config";
import { DEMO_ACCOUNTS, demoAccountsWanted } from "./db/demo-accounts";
import { startServer } from "./server";

/** Reads the config, starts the server, stops gracefully on SIGTERM / SIGINT. */
async function main() {
  const config = loadConfig();
  const running = await startServer(config);
  const { logger } = running;
  logger.info({ url: running.url }, "Ruchi is listening");
  if (demoAccountsWanted(config)) {
    const lines = DEMO_ACCOUNTS.map((a) => `   ${a.role.padEnd(11)} ${a.email.padEnd(24)} password: ${a.password}`);
    process.stdout.write(`\n  Ruchi is running at ${config.publicUrl}\n\n  Demo accounts:\n${lines.join("\n")}\n\n`);
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    running.stop().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
  } else {
    process.stderr.write(`Ruchi could not start: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exit(1);
});
