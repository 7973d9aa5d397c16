/**
 * The rules of the live (graphql-ws) connection that need no browser: where it connects and how
 * long it waits before trying again after the connection dropped.
 */

/** The websocket twin of the page's own /graphql: ws: on http pages, wss: on https pages. */
export function liveSocketUrl(location: Pick<Location, "protocol" | "host">): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/graphql`;
}

/** The first retry waits about a second; each next one twice as long, up to half a minute. */
export const RECONNECT_FIRST_DELAY_MS = 1_000;
export const RECONNECT_MAX_DELAY_MS = 30_000;

/**
 * How long to wait before reconnect attempt number `retries` (0 for the first). Exponential
 * backoff with a cap, spread by `random` (0 ≤ random < 1) between half and the whole delay, so a
 * server restart is not met by every open page at the same instant.
 */
export function reconnectDelayMs(retries: number, random: number): number {
  const attempt = Math.max(0, Math.floor(retries));
  const full = Math.min(RECONNECT_MAX_DELAY_MS, RECONNECT_FIRST_DELAY_MS * 2 ** Math.min(attempt, 30));
  const spread = Math.min(Math.max(random, 0), 1);
  return Math.round(full * (0.5 + spread / 2));
}
