import { createHash, timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler } from "express";
import type { Pool } from "pg";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { DataSource } from "typeorm";
import type { GraphQLObjectType, GraphQLSchema } from "graphql";
import { graphqlParameters, queryText } from "./graphql-request-text";
import type { EventBus } from "../common/event-bus";
import type { Logger } from "../common/logger";
import { QUEUE_SCHEMA } from "../db/job-queue";

/**
 * GET /metrics in Prometheus's text format (prom-client), per node: requests by operation and
 * status with their latency, the database pools, the job queue, open subscriptions, orders by
 * status and webhook deliveries by status (README "Metrics"). Every label has a bounded set of
 * values: a GraphQL request is named by its operation type and first root field when the schema
 * has that field ("mutation placeOrder"; operation names are the caller's to choose, so they are
 * not labels), a REST call by its route's pattern; anything else is "other".
 */
export interface Metrics {
  /** Times every request, from its first byte to its answer's last. */
  measureRequests: RequestHandler;
  /** The scrape itself, behind its access check. */
  endpoint: RequestHandler[];
  /** The schema whose root fields name GraphQL requests (built after the middleware is in place). */
  nameOperationsBy(schema: GraphQLSchema): void;
}

export interface MetricsDeps {
  dataSource: DataSource;
  /** The session store's pool. */
  sessionPool: Pool;
  events: EventBus;
  logger: Logger;
  /** The persisted documents by hash: a request that sends only a hash is named by its document. */
  trustedDocuments: ReadonlyMap<string, string>;
  /** METRICS_TOKEN: a scraper elsewhere sends it as a Bearer token; null: loopback only. */
  token: string | null;
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** An operation's type and first root field (alias skipped); the first operation after any fragments. */
const FIRST_ROOT_FIELD = /(?:^|\})\s*(?:(query|mutation|subscription)\b[^{]*)?\{\s*(?:[_A-Za-z]\w*\s*:\s*)?([_A-Za-z]\w*)/;
type OperationType = "query" | "mutation" | "subscription";
type RootFields = Record<OperationType, ReadonlySet<string>>;
type CountRow = Record<string, string | number>;

/** When a counting statement's rows are answered again instead of counted anew (sharedCounts). */
interface ReuseOfCounts {
  /** Rows counted (the sum of the counts) above which the table is large enough for the counts to be kept. */
  aboveRows: number;
  /** How long kept counts are answered. */
  forMs: number;
}

/**
 * The orders are kept, so their whole-table count grows with the business and, at a million
 * orders, reads them all (count(*) visits every row, or every index entry) on every scrape of
 * every node. Order totals by status move by a few a second, so counts at most 15 s old (no more
 * than a usual scrape interval) tell an operator the same; the gauge's help says how old they may
 * be. Fewer orders cost milliseconds to count, so they are counted on every scrape, exactly.
 */
const ORDER_COUNTS_REUSE: ReuseOfCounts = { aboveRows: 100_000, forMs: 15_000 };

export function createMetrics(deps: MetricsDeps): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "ruchi_" });
  let rootFields: RootFields | null = null;

  const requests = new Histogram({
    name: "ruchi_http_request_duration_seconds",
    help: "HTTP requests by operation (GraphQL operation or REST route) and status, with their duration",
    labelNames: ["operation", "status"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  const pools: Array<[string, Pool]> = [
    ["app", (deps.dataSource.driver as unknown as { master: Pool }).master],
    ["sessions", deps.sessionPool],
  ];
  new Gauge({
    name: "ruchi_db_pool_connections",
    help: "Database connections of this node by pool and state (waiting: requests waiting for one)",
    labelNames: ["pool", "state"] as const,
    registers: [registry],
    collect() {
      for (const [pool, connections] of pools) {
        this.set({ pool, state: "total" }, connections.totalCount);
        this.set({ pool, state: "idle" }, connections.idleCount);
        this.set({ pool, state: "waiting" }, connections.waitingCount);
      }
    },
  });

  new Gauge({
    name: "ruchi_live_subscriptions",
    help: "GraphQL subscriptions open on this node, by the event topic they hear (a subscription to several topics counts in each)",
    labelNames: ["topic"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [topic, count] of deps.events.liveSubscriptionsByTopic()) this.set({ topic }, count);
    },
  });

  const counted = (name: string, help: string, labelNames: readonly string[], sql: string, reuse?: ReuseOfCounts) => {
    const read = () => deps.dataSource.query(sql) as Promise<CountRow[]>;
    const rowsOf = reuse ? sharedCounts(read, reuse) : read;
    return new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          const rows = await rowsOf();
          for (const row of rows) {
            const labels = Object.fromEntries(labelNames.map((label) => [label, String(row[label])]));
            this.set(labels, Number(row.count));
          }
        } catch (error) {
          // A scrape while the database is away answers the other figures.
          deps.logger.warn({ err: error, metric: name }, "metrics: a figure could not be read");
        }
      },
    });
  };
  counted(
    "ruchi_jobs",
    "Jobs of the durable queue (pg-boss) by queue and state: created/retry waiting, active running, failed gave up",
    ["queue", "state"],
    `SELECT name AS queue, state::text AS state, count(*)::int AS count FROM ${QUEUE_SCHEMA}.job GROUP BY 1, 2`,
  );
  counted(
    "ruchi_orders",
    `Orders by status, all nodes together (above ${ORDER_COUNTS_REUSE.aboveRows} orders, as counted at most ${ORDER_COUNTS_REUSE.forMs / 1000} s ago)`,
    ["status"],
    `SELECT status, count(*)::int AS count FROM orders GROUP BY 1`,
    ORDER_COUNTS_REUSE,
  );
  counted(
    "ruchi_webhook_deliveries",
    "Webhook deliveries kept (30 days) by status: FAILED gave up, RETRYING is being tried again",
    ["status"],
    `SELECT status, count(*)::int AS count FROM webhook_deliveries GROUP BY 1`,
  );

  return {
    measureRequests: (req, res, next) => {
      const stop = requests.startTimer();
      res.once("finish", () => stop({ operation: operationOf(req, deps.trustedDocuments, rootFields), status: String(res.statusCode) }));
      next();
    },
    endpoint: [
      metricsAccess(deps.token),
      (_req, res, next) => {
        registry
          .metrics()
          .then((text) => res.type(registry.contentType).set("Cache-Control", "no-store").send(text))
          .catch(next);
      },
    ],
    nameOperationsBy(schema) {
      const fieldsOf = (type: GraphQLObjectType | null | undefined) => new Set(Object.keys(type?.getFields() ?? {}));
      rootFields = {
        query: fieldsOf(schema.getQueryType()),
        mutation: fieldsOf(schema.getMutationType()),
        subscription: fieldsOf(schema.getSubscriptionType()),
      };
    },
  };
}

/**
 * A counting statement read for the scrapes: scrapes at the same time (several Prometheus servers,
 * a retry) share the one read in flight, and counts above reuse.aboveRows rows are answered again
 * for reuse.forMs. A failed read keeps nothing: the next scrape reads again.
 */
function sharedCounts(read: () => Promise<CountRow[]>, reuse: ReuseOfCounts): () => Promise<CountRow[]> {
  let inFlight: Promise<CountRow[]> | null = null;
  let kept: { rows: CountRow[]; until: number } | null = null;
  return () => {
    if (kept && Date.now() < kept.until) return Promise.resolve(kept.rows);
    inFlight ??= read()
      .then((rows) => {
        const counted = rows.reduce((total, row) => total + Number(row.count), 0);
        kept = counted > reuse.aboveRows ? { rows, until: Date.now() + reuse.forMs } : null;
        return rows;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

/** The request's operation: a GraphQL root field of the schema, a REST route's pattern, or "other". */
export function operationOf(req: Request, documents: ReadonlyMap<string, string>, rootFields: RootFields | null): string {
  if (req.originalUrl === "/graphql" || req.originalUrl.startsWith("/graphql?")) {
    const match = FIRST_ROOT_FIELD.exec(queryText(graphqlParameters(req), documents) ?? "");
    const type = (match?.[1] ?? "query") as OperationType;
    const field = match?.[2];
    return field && rootFields?.[type].has(field) ? `${type} ${field}` : "other GraphQL";
  }
  const route = req.route as { path?: unknown } | undefined;
  if (typeof route?.path === "string") return `${req.method} ${mountPath(req.originalUrl, route.path)}${route.path}`;
  return "other";
}

/**
 * Where the matched route's router is mounted: what precedes the route in the URL (by the
 * answer's time express has restored req.baseUrl). A route of n segments matched the URL's last
 * n, so the rest is the mount path, one of the app's own.
 */
function mountPath(originalUrl: string, routePath: string): string {
  const segments = originalUrl.split("?")[0]!.split("/");
  const routeSegments = routePath.split("/").length - 1;
  return segments.slice(0, segments.length - routeSegments).join("/");
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * A scrape from this machine, or with the token. A request a proxy forwarded is not from this
 * machine, even though its connection is (a reverse proxy on the same host).
 */
function metricsAccess(token: string | null): RequestHandler {
  const expected = token === null ? null : digest(token);
  return (req, res, next) => {
    const bearer = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1];
    if (expected && bearer && timingSafeEqual(digest(bearer), expected)) return next();
    const forwarded = req.get("x-forwarded-for") !== undefined || req.get("forwarded") !== undefined;
    if (!forwarded && LOOPBACK.test(req.socket.remoteAddress ?? "")) return next();
    res.status(403).type("text/plain").send("Forbidden: /metrics answers this machine, or METRICS_TOKEN as a Bearer token.\n");
  };
}

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
const digest = (value: string) => createHash("sha256").update(value).digest();
