import type { Page, Request } from "playwright-core";
import { graphqlOperationName } from "./graphql-operation";

/**
 * The open pages of the running test and what their browser reported (console errors,
 * uncaught exceptions, failed requests), so the test environment can save them when a test
 * fails. Lives on the test file's global, which the environment can see.
 */
export interface TrackedPage {
  page: Page;
  log: string[];
  /** When the page last navigated, made a request or logged: pages idle during a failed test are not its subject. */
  lastActivity: number;
  /** Requests sent and not yet answered (or failed), with when they were sent. */
  unanswered: Map<Request, number>;
}

/** "POST /graphql AdminOpsUpdateOrderStatus": a request as a person reading a failure wants it. */
export function describeRequest(request: Request): string {
  const url = new URL(request.url());
  const operation = graphqlOperationName(request);
  return `${request.method()} ${url.pathname}${operation === null ? "" : ` ${operation}`}`;
}

const KEY = "__ruchiE2EPages";

export function trackedPages(global: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): Set<TrackedPage> {
  let pages = global[KEY] as Set<TrackedPage> | undefined;
  if (!pages) {
    pages = new Set();
    global[KEY] = pages;
  }
  return pages;
}

export function trackPage(page: Page): void {
  const tracked: TrackedPage = { page, log: [], lastActivity: Date.now(), unanswered: new Map() };
  const pages = trackedPages();
  pages.add(tracked);
  const active = () => {
    tracked.lastActivity = Date.now();
  };
  const stamp = () => new Date().toISOString().slice(11, 23);
  page.on("close", () => pages.delete(tracked));
  page.on("framenavigated", active);
  page.on("request", (request) => {
    active();
    tracked.unanswered.set(request, Date.now());
  });
  page.on("requestfinished", (request) => {
    const sentAt = tracked.unanswered.get(request);
    tracked.unanswered.delete(request);
    // The API calls in order, so a failure shows what the page asked and when it got its answer.
    if (sentAt !== undefined && new URL(request.url()).pathname === "/graphql") {
      tracked.log.push(`${stamp()} ${describeRequest(request)}: answered after ${Date.now() - sentAt} ms`);
    }
  });
  page.on("console", (message) => {
    active();
    if (message.type() === "error" || message.type() === "warning") tracked.log.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on("websocket", (socket) => {
    tracked.log.push(`${stamp()} websocket opened: ${new URL(socket.url()).pathname}`);
    socket.on("close", () => tracked.log.push(`${stamp()} websocket closed`));
  });
  page.on("pageerror", (error) => tracked.log.push(`uncaught: ${error.stack ?? error.message}`));
  page.on("requestfailed", (request) => {
    tracked.unanswered.delete(request);
    tracked.log.push(`request failed: ${describeRequest(request)} ${request.failure()?.errorText ?? ""}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 500) tracked.log.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
}
