import type { RequestHandler } from "express";
import session, { type CookieOptions, type Store } from "express-session";
import { RedisStore } from "connect-redis";
import connectPgSimple from "connect-pg-simple";
import type { Pool } from "pg";
import type { Redis } from "ioredis";
import { serviceUnavailable } from "../common/errors";
import { isRedisReady } from "../common/redis";
import { ApiKeyAuthenticator } from "../modules/api-keys/api-key-authenticator";
import type { ApiKeyRequestCounter } from "../modules/api-keys/api-key-request-counter";
import { apiKeyCredentials, bearerSecret } from "./api-key-credentials";

declare module "express-session" {
  interface SessionData {
    userId: string;
    /** The user's sessionEpoch at login; a mismatch means the session was ended elsewhere. */
    epoch: number;
    /** Sign-ups made in this browser and not yet verified (pending_registrations ids), newest last. */
    registrations: string[];
  }
}

export const SESSION_COOKIE = "ruchi.sid";
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export const sessionCookieOptions: CookieOptions = {
  httpOnly: true,
  sameSite: "lax",
  // Secure whenever the request came over TLS (directly or through TRUST_PROXY hops).
  secure: "auto",
  path: "/",
  maxAge: WEEK_MS,
};

export interface SessionOptions {
  secret: string;
  redis: Redis | null;
  redisPrefix: string;
  /** Used when there is no Redis: the embedded, one-process default. */
  pgPool: Pool;
  trustProxy: boolean;
  /** Counts each API key's requests per day (the process's one counter, services.apiKeyRequests). */
  apiKeyRequests: ApiKeyRequestCounter;
}

function createStore(options: SessionOptions): Store {
  // No touch: a session lasts maxAge from sign-in, and reading it costs one GET, no write.
  if (options.redis) return new RedisStore({ client: options.redis, prefix: `${options.redisPrefix}sess:`, disableTouch: true });
  const PgStore = connectPgSimple(session);
  return new PgStore({ pool: options.pgPool, tableName: "http_sessions", pruneSessionInterval: 15 * 60, disableTouch: true });
}

/**
 * The request's credentials: sessions shared by GraphQL and REST (while the store is down,
 * requests fail fast with 503), or on /graphql an API key sent as Authorization: Bearer, which
 * never reads or opens a session (api-key-credentials.ts).
 */
export function createSessionMiddleware(options: SessionOptions): { middleware: RequestHandler; store: Store } {
  const store = createStore(options);
  const handler = session({
    name: SESSION_COOKIE,
    store,
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: options.trustProxy,
    cookie: sessionCookieOptions,
  });
  const apiKeys = apiKeyCredentials(
    new ApiKeyAuthenticator({
      pgPool: options.pgPool,
      rateLimitStore: { redis: options.redis, prefix: options.redisPrefix },
      apiKeyRequests: options.apiKeyRequests,
    }),
    SESSION_COOKIE,
  );
  const middleware: RequestHandler = (req, res, next) => {
    if (bearerSecret(req) !== null) {
      apiKeys(req, res, next);
      return;
    }
    if (!isRedisReady(options.redis)) return next(serviceUnavailable("Sign-in"));
    handler(req, res, (error?: unknown) => (error ? next(serviceUnavailable("Sign-in")) : next()));
  };
  return { middleware, store };
}
