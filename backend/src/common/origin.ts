import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import type { Config } from "../config";

/** Whether a request's Origin may act with the session cookie: given the Origin and the request itself. */
export type OriginCheck = (origin: string, request: IncomingMessage) => boolean;

/**
 * The scheme the browser used: https when the connection is TLS, or, behind TRUST_PROXY hops,
 * the first X-Forwarded-Proto, as express's req.protocol reads it (a websocket upgrade never
 * reaches express, so both paths read it here).
 */
function requestScheme(request: IncomingMessage, trustProxy: number): string {
  const own = (request.socket as TLSSocket).encrypted ? "https" : "http";
  if (trustProxy === 0) return own;
  const forwarded = request.headers["x-forwarded-proto"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first || own;
}

/** The origin a request was made to (scheme, host, port; a default port dropped), or null when its Host is not one. */
function ownOrigin(request: IncomingMessage, trustProxy: number): string | null {
  const host = request.headers.host;
  if (!host) return null;
  try {
    const url = new URL(`${requestScheme(request, trustProxy)}://${host}`);
    // Host is host[:port] only: anything a URL would read as more (a path, a user) is no origin.
    return url.host === host.toLowerCase() || `${url.host}:${defaultPort(url.protocol)}` === host.toLowerCase() ? url.origin : null;
  } catch {
    return null;
  }
}

const defaultPort = (protocol: string) => (protocol === "https:" ? 443 : 80);

/**
 * Same-origin requests (the same scheme, host and port as the request was made to), plus the
 * exact origins of CORS_ORIGINS and PUBLIC_URL's. The REST shim's CSRF guard and the GraphQL
 * websocket (against cross-site websocket hijacking) share this rule.
 */
export function originChecker(config: Pick<Config, "publicUrl" | "corsOrigins" | "trustProxy">): OriginCheck {
  const allowed = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
  return (origin, request) => {
    if (allowed.has(origin)) return true;
    const own = ownOrigin(request, config.trustProxy);
    if (own === null) return false;
    try {
      return new URL(origin).origin === own;
    } catch {
      return false;
    }
  };
}
