import { pinoHttp } from "pino-http";
import type { Logger } from "../common/logger";

/**
 * The links Ruchi mails carry their secret in the URL: a password reset's token in the path
 * (/auth/reset-password/<token>, and the legacy POST /api/auth/reset-password/<token>), a sign-up
 * link's in the query (?token=). The request log keeps the path and drops those, so whoever reads
 * the log cannot open the link before its owner does.
 */
const SECRET_IN_PATH = /(\/reset-password\/)[^/?#]+/g;
const SECRET_IN_QUERY = /([?&]token=)[^&#]*/gi;
const REDACTED = "[redacted]";

export const withoutLinkSecrets = (url: string): string =>
  url.replace(SECRET_IN_PATH, `$1${REDACTED}`).replace(SECRET_IN_QUERY, `$1${REDACTED}`);

/** What pino's request serializer gives (the fields read here). */
interface LoggedRequest {
  url?: unknown;
  query?: unknown;
  params?: unknown;
  headers?: Record<string, unknown>;
}

/** A copy of express's own object (never changed: the request still uses it) with its token hidden. */
function withoutToken(fields: unknown): unknown {
  if (!fields || typeof fields !== "object" || !("token" in fields)) return fields;
  return { ...fields, token: REDACTED };
}

/** pino-http's serializers: the request line as pino writes it, less the links' secrets (the referer's too). */
const requestLogSerializers = {
  req: <T extends LoggedRequest>(req: T): T => {
    if (typeof req.url === "string") req.url = withoutLinkSecrets(req.url);
    req.query = withoutToken(req.query);
    req.params = withoutToken(req.params);
    const referer = req.headers?.referer;
    if (typeof referer === "string") req.headers = { ...req.headers, referer: withoutLinkSecrets(referer) };
    return req;
  },
};

/** One line per request (not the health checks), without the mailed links' secrets. */
export const requestLogger = (logger: Logger) =>
  pinoHttp({
    logger,
    serializers: requestLogSerializers,
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
  });
