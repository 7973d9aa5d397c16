import type { Config } from "../config";

/** Whether a request's Origin may act with the session cookie: given the Origin and the Host header. */
export type OriginCheck = (origin: string, host: string | undefined) => boolean;

/**
 * Same-origin requests, plus the exact origins of CORS_ORIGINS. The REST shim's CSRF guard and
 * the GraphQL websocket (against cross-site websocket hijacking) share this rule.
 */
export function originChecker(config: Pick<Config, "publicUrl" | "corsOrigins">): OriginCheck {
  const allowed = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
  return (origin, host) => {
    if (allowed.has(origin)) return true;
    try {
      return host !== undefined && new URL(origin).host === host;
    } catch {
      return false;
    }
  };
}
