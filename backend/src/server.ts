import "reflect-metadata";
import { mkdir } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { createHttpTerminator } from "http-terminator";
import { Pool } from "pg";
import type { Redis } from "ioredis";
import { createApp } from "./app";
import type { Config } from "./config";
import { createEventBus, type EventBus } from "./common/event-bus";
import { createLogger, type Logger } from "./common/logger";
import { createMailer } from "./common/mailer";
import { readOrCreateSecret } from "./common/persisted-secret";
import { fileOffsetClock, systemClock, type Clock } from "./common/clock";
import { connectRedis, createRedis } from "./common/redis";
import type { DataSource } from "typeorm";
import { createDataSource } from "./db/data-source";
import { runMigrationsOnce } from "./db/migrate";
import { prepareAccounts } from "./db/demo-accounts";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./db/embedded-postgres";
import { seedDemoData } from "./db/seed/seed-demo-data";
import { seedDemoHistory } from "./db/seed/demo-history";
import { recognizeDatabase } from "./common/database-away";
import { createServices, startServices, type Services } from "./services";
import { resolveVapidDetails } from "./modules/notifications/vapid-keys";
import type { WebhookDeliverySettings } from "./modules/webhooks/webhook-retry-schedule";
import type { OrderEffectSettings } from "./modules/orders/order-effects";
import { secretBoxOf } from "./common/secrets-key";

export interface RunningServer {
  url: string;
  port: number;
  server: Server;
  logger: Logger;
  /** Live events between the nodes (tests wait through it until their subscriptions are live). */
  events: EventBus;
  /** The services the app runs on (tests wait on background work such as pushes through them). */
  services: Services;
  /** The database connection the services use. */
  dataSource: DataSource;
  stop(): Promise<void>;
}

/** Connects everything the config names (or starts the embedded defaults) and listens. */
export interface StartOptions {
  logger?: Logger;
  /** Sees every SQL statement (tests count statements per operation). */
  onQuery?: (sql: string) => void;
  /** Shorter webhook timeouts and retries (tests); absent: the production timings. */
  webhookDelivery?: Partial<WebhookDeliverySettings>;
  /** A shorter safety net for the order effects (tests); absent: the production timings. */
  orderEffects?: Partial<OrderEffectSettings>;
  /** The clock of the order rules (tests control it); absent: TEST_CLOCK_FILE's, else the system's (common/clock.ts). */
  clock?: Clock;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger =
    options.logger ?? createLogger(config.logLevel, config.env === "development" && process.stdout.isTTY ? "pretty" : undefined);
  const cleanups: Array<() => Promise<unknown>> = [];
  // Once: a second stop() (a test that restarts a node, then stops everything) finds nothing left to do.
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error) => logger.warn({ err: error }, "stop step failed"));
  };
  try {
    await mkdir(config.dataDir, { recursive: true });
    await mkdir(config.uploadDir, { recursive: true });

    let embedded: EmbeddedPostgres | null = null;
    if (!config.databaseUrl) {
      embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort, logger);
      cleanups.push(() => embedded!.stop());
    }
    const databaseUrl = config.databaseUrl ?? embedded!.url;
    recognizeDatabase(databaseUrl);
    const dataSource = createDataSource({ url: databaseUrl, onQuery: options.onQuery });
    await dataSource.initialize();
    cleanups.push(() => dataSource.destroy());
    const applied = await runMigrationsOnce(dataSource);
    if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, "migrations applied");

    let redis: Redis | null = null;
    if (config.redisUrl) {
      const client = createRedis(config.redisUrl, logger);
      redis = client;
      cleanups.push(async () => client.quit().catch(() => client.disconnect()));
      await connectRedis(client);
    }
    const events = await createEventBus({ redisUrl: config.redisUrl, prefix: config.redisPrefix, logger });
    cleanups.push(() => events.close());
    const pgPool = new Pool({ connectionString: databaseUrl, max: 4 });
    // An idle client whose server went away (a restart, a failover) must not crash the process.
    pgPool.on("error", (error) => logger.warn({ err: error.message }, "idle session-store connection lost"));
    cleanups.push(() => pgPool.end());

    const sessionSecret = config.sessionSecret ?? (await readOrCreateSecret(path.join(config.dataDir, "session-secret")));
    if (!config.sessionSecret && config.env === "production") {
      logger.warn("SESSION_SECRET is not set: using a generated one kept in the data directory");
    }
    const secrets = await secretBoxOf(config);
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      mailDir: path.join(config.dataDir, "mail"),
      logger,
      // Codes and links in the log would let whoever reads it take over accounts: not in production.
      logContents: config.env !== "production",
    });
    cleanups.push(async () => mailer.close());

    const vapid = await resolveVapidDetails(config, logger);
    if (config.pushAllowHttpEndpoints && config.env === "production") {
      logger.warn(
        "PUSH_ALLOW_HTTP_ENDPOINTS is on: browsers may register http:// push endpoints and local addresses (meant for tests only)",
      );
    }
    if (config.pushServiceHosts && config.env === "production") {
      logger.warn(
        { hosts: config.pushServiceHosts },
        "PUSH_SERVICE_HOSTS is set: push endpoints may point at these hosts instead of the browsers' push services",
      );
    }
    const services = createServices({
      dataSource,
      mailer,
      logger,
      rateLimitStore: { redis, prefix: config.redisPrefix },
      publicUrl: config.publicUrl,
      secret: sessionSecret,
      secrets,
      uploadDir: config.uploadDir,
      backupDir: config.backupDir,
      vapid,
      pushAllowHttpEndpoints: config.pushAllowHttpEndpoints,
      pushServiceHosts: config.pushServiceHosts,
      geocoderUrl: config.geocoderUrl,
      geocoderMaxPerSecond: config.geocoderMaxPerSecond,
      sessionUserCacheMs: config.sessionUserCacheMs,
      databaseUrl,
      webhookAllowLocal: config.webhookAllowLocal,
      authIpLimitFactor: config.authIpLimitFactor,
      webhookDelivery: options.webhookDelivery,
      orderEffects: options.orderEffects,
      clock: options.clock ?? (config.testClockFile ? fileOffsetClock(config.testClockFile) : systemClock),
      mapSettings: { tileUrl: config.mapTileUrl, attribution: config.mapTileAttribution },
    });
    if (config.webhookAllowLocal && config.env === "production") {
      logger.warn("WEBHOOK_ALLOW_LOCAL is on: webhooks may POST over http and to local and private addresses (meant for tests only)");
    }
    // The job queue's work (webhook attempts, order effects left over) and the pushes in flight
    // finish before the mailer and the database close; each module starts its own (app-modules.ts).
    await startServices(services, { events, onStop: (cleanup) => cleanups.push(cleanup) });

    if (config.bootstrapAdmin) {
      const { created } = await services.users.upsertAccount({ ...config.bootstrapAdmin, role: "superadmin" });
      logger.info({ email: config.bootstrapAdmin.email, created }, "bootstrap superadmin ready");
    }
    // The accounts before the demo history: its office work is the demo admin's (db/seed/demo-history-audit.ts).
    await prepareAccounts(config, services.users, logger, dataSource);
    if (config.seedDemoData) {
      const seeded = await seedDemoData(dataSource, { uploadDir: config.uploadDir, log: (message: string) => logger.info(message) });
      if (seeded.restaurants > 0) logger.info(seeded, "demo data loaded");
      // The first start also writes two weeks of orders and their books (README "Quick start"); never in production.
      if (seeded.restaurants > 0 && config.env !== "production") {
        await seedDemoHistory(dataSource, { log: (message: string) => logger.info(message) });
      }
    }

    const {
      app,
      attachSubscriptions,
      stop: stopApp,
    } = await createApp({
      config,
      logger,
      dataSource,
      pgPool,
      redis,
      services,
      sessionSecret,
      events,
    });
    cleanups.push(stopApp);
    const server = createServer(app);
    server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.port, () => resolve());
    });
    const terminator = createHttpTerminator({ server, gracefulTerminationTimeout: 10_000 });
    cleanups.push(() => terminator.terminate());
    // Stopping runs the cleanups last to first: sockets close (1001) before HTTP connections end.
    const subscriptions = attachSubscriptions(server);
    cleanups.push(() => subscriptions.close());
    const port = (server.address() as { port: number }).port;
    return { url: `http://localhost:${port}`, port, server, logger, services, events, dataSource, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
