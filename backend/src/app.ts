import "reflect-metadata";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import compression from "compression";
import cors from "cors";
import express, { type Express, type RequestHandler } from "express";
import type { Pool } from "pg";
import type { Redis } from "ioredis";
import type { DataSource } from "typeorm";
import { expressMiddleware } from "@as-integrations/express5";
import { graphqlUploadExpress } from "graphql-upload-ts";
import type { Config } from "./config";
import { AppError } from "./common/errors";
import type { EventBus } from "./common/event-bus";
import type { Logger } from "./common/logger";
import { refuseHostileInput } from "./rest/hostile-input.middleware";
import { originChecker } from "./common/origin";
import { createApolloServer } from "./graphql/apollo";
import { CompiledDocuments } from "./graphql/compiled-executor";
import { explorerPage } from "./graphql/explorer-page";
import { graphqlCacheDefaults } from "./graphql/http-cache-policy";
import { buildAppSchema } from "./graphql/schema";
import { attachSubscriptionServer, type SubscriptionServer } from "./graphql/subscription-server";
import { loadTrustedDocuments, TRUSTED_DOCUMENTS_FILE } from "./graphql/trusted-documents";
import { capAnswerSize } from "./http/answer-size-cap";
import { answerCompiledPublicQueries } from "./http/compiled-public-queries";
import { currentUserMiddleware } from "./http/current-user.middleware";
import { serveHashedAssets } from "./http/hashed-assets";
import { multipartErrorHandler } from "./http/multipart-errors";
import { sessionUnlessPublicDocument } from "./http/public-document-requests";
import { createContextFactory } from "./http/request-context-factory";
import { requestLogger } from "./http/request-log";
import { createMetrics } from "./http/metrics";
import { securityHeaders } from "./http/security-headers";
import { createSessionMiddleware } from "./http/session";
import { adminRestaurantsRouter } from "./rest/admin-restaurants.router";
import { adminUploadsRouter } from "./rest/admin-uploads.router";
import { authRouter } from "./rest/auth.router";
import { shopAddressRouter } from "./rest/shop-address.router";
import { shopCatalogueRouter } from "./rest/shop-catalogue.router";
import { shopCartRouter } from "./rest/shop-cart.router";
import { shopOrderRouter } from "./rest/shop-order.router";
import { adminOrdersRouter } from "./rest/admin-orders.router";
import { adminLedgerRouter } from "./rest/admin-ledger.router";
import { adminNotifyRouter } from "./rest/admin-notify.router";
import { commonFeatureRouter } from "./rest/common-feature.router";
import { csrfGuard } from "./rest/csrf-guard";
import { createErrorHandler } from "./rest/envelope";
import { pushRouter } from "./rest/push.router";
import { VERIFY_EMAIL_PATH, verifyEmailRouter } from "./rest/verify-email.router";
import type { Services } from "./services";
import { checkReadiness } from "./readiness";

export interface AppDeps {
  config: Config;
  logger: Logger;
  dataSource: DataSource;
  pgPool: Pool;
  redis: Redis | null;
  services: Services;
  sessionSecret: string;
  /** Carries live events (GraphQL subscriptions) between the nodes. */
  events: EventBus;
}

export interface App {
  app: Express;
  /** Serves GraphQL subscriptions (graphql-ws) on the listening server's /graphql. */
  attachSubscriptions(server: Server): SubscriptionServer;
  stop(): Promise<void>;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The whole HTTP app, without listening: main.ts and the tests both start it. */
export async function createApp(deps: AppDeps): Promise<App> {
  const { config, logger, services } = deps;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  // gzip for the SPA's scripts and larger JSON answers (phones on slow networks).
  app.use(compression({ threshold: 1024 }));
  serveHashedAssets(app, config.frontendDist);
  app.use(securityHeaders());
  app.use((req, res, next) => {
    const incoming = req.headers["x-request-id"];
    req.id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader("X-Request-Id", req.id);
    next();
  });
  // One line per request at info; a logger that writes nothing (LOG_LEVEL=silent, the bench) costs
  // nothing per request either: pino-http would still build and redact a child logger for each.
  if (logger.isLevelEnabled("info")) {
    app.use(requestLogger(logger));
  }
  const trustedDocuments = loadTrustedDocuments(TRUSTED_DOCUMENTS_FILE, (message) => logger.warn(message));
  const metrics = createMetrics({
    dataSource: deps.dataSource,
    sessionPool: deps.pgPool,
    events: deps.events,
    logger,
    trustedDocuments,
    token: config.metricsToken,
  });
  app.use(metrics.measureRequests);
  app.get("/metrics", ...metrics.endpoint);

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    const readiness = await checkReadiness(deps.dataSource, deps.redis);
    res.status(readiness.ready ? 200 : 503).json(readiness);
  });

  app.use("/uploads", express.static(config.uploadDir, { maxAge: YEAR_SECONDS * 1000, immutable: true, index: false }));

  const allowedOrigin = originChecker(config);
  if (config.corsOrigins.length > 0) {
    app.use(["/graphql", "/api"], cors({ origin: config.corsOrigins, credentials: true }));
  }

  const session = createSessionMiddleware({
    secret: deps.sessionSecret,
    redis: deps.redis,
    redisPrefix: config.redisPrefix,
    pgPool: deps.pgPool,
    trustProxy: config.trustProxy > 0,
    apiKeyRequests: services.apiKeyRequests,
  });
  const requestContext = createContextFactory(deps.dataSource);
  const withUser: RequestHandler[] = [session.middleware, currentUserMiddleware(services.users)];
  // The sign-up mail's link is the server's page for every client, so it comes before the SPA's.
  app.use(VERIFY_EMAIL_PATH, verifyEmailRouter(services, requestContext, session.middleware));
  serveFrontend(app, config.frontendDist);

  const schema = await buildAppSchema({ services, pubSub: deps.events });
  metrics.nameOperationsBy(schema);
  const compiledDocuments = new CompiledDocuments(schema);
  // Its plugins come from one list (apolloPlugins), which the compiled public queries must honour.
  const apollo = createApolloServer(schema, {
    introspection: config.graphqlIntrospection,
    logger,
    documents: compiledDocuments,
    trustedDocuments,
  });
  await apollo.start();
  app.get("/graphql", explorerPage({ frontendDist: config.frontendDist, introspection: config.graphqlIntrospection }));
  app.use(
    "/graphql",
    graphqlCacheDefaults,
    capAnswerSize(logger),
    express.json({ limit: "1mb" }),
    answerCompiledPublicQueries(compiledDocuments, trustedDocuments, requestContext),
    sessionUnlessPublicDocument(schema, trustedDocuments, withUser),
    graphqlUploadExpress({ maxFileSize: 5 * 1024 * 1024, maxFiles: 1 }),
    multipartErrorHandler,
    expressMiddleware(apollo, { context: async ({ req, res }) => requestContext(req, res) }),
  );

  const api = express.Router();
  api.use(express.json({ limit: "1mb" }), csrfGuard(allowedOrigin), refuseHostileInput, ...withUser);
  api.use("/auth", authRouter(services, requestContext));
  api.use("/shop/cart", shopCartRouter(services, requestContext));
  api.use("/shop/address", shopAddressRouter(services, requestContext));
  api.use("/shop/order", shopOrderRouter(services, requestContext));
  api.use("/admin/orders", adminOrdersRouter(services, requestContext));
  api.use("/admin/notify", adminNotifyRouter(services, requestContext));
  api.use("/admin", adminLedgerRouter(services, requestContext));
  api.use("/admin/restaurants", adminUploadsRouter(services, requestContext));
  api.use("/admin/restaurants", adminRestaurantsRouter(services, requestContext));
  api.use("/shop", shopCatalogueRouter(services, requestContext));
  api.use("/common/feature", commonFeatureRouter(services, requestContext));
  api.use("/fcm", pushRouter(services, requestContext));
  api.use(() => {
    throw new AppError("NOT_FOUND", "No such API path.");
  });
  app.use("/api", api);

  app.use(createErrorHandler(logger));

  return {
    app,
    attachSubscriptions: (server) =>
      attachSubscriptionServer(server, {
        schema,
        sessionMiddleware: session.middleware,
        sessionStore: session.store,
        users: services.users,
        dataSource: deps.dataSource,
        allowedOrigin,
        logger,
      }),
    async stop() {
      await apollo.stop();
    },
  };
}

/** The built SPA: index.html for every client-side route, the worker and the manifest. */
function serveFrontend(app: Express, dist: string) {
  const index = path.join(dist, "index.html");
  if (!existsSync(index)) return;
  app.use(
    express.static(dist, {
      index: false,
      maxAge: 0,
      // The service worker and the manifest are checked for a new version on every load: a
      // stale copy would keep an old app (and its precache) alive. The worker's scope is /, its
      // own folder, so it needs no Service-Worker-Allowed header.
      setHeaders: (res, file) => {
        const name = path.basename(file);
        if (name === "sw.js" || name === "manifest.webmanifest") res.setHeader("Cache-Control", "no-cache");
      },
    }),
  );
  app.get(/^\/(?!api\/|api$|graphql|uploads\/|healthz|readyz).*/, (req, res, next) => {
    if (!req.accepts("html")) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(index);
  });
}
