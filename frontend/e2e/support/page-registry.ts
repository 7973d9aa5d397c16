import type { Page } from "playwright-core";

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
  const tracked: TrackedPage = { page, log: [], lastActivity: Date.now() };
  const pages = trackedPages();
  pages.add(tracked);
  const active = () => {
    tracked.lastActivity = Date.now();
  };
  page.on("close", () => pages.delete(tracked));
  page.on("framenavigated", active);
  page.on("request", active);
  page.on("console", (message) => {
    active();
    if (message.type() === "error" || message.type() === "warning") tracked.log.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => tracked.log.push(`uncaught: ${error.stack ?? error.message}`));
  page.on("requestfailed", (request) => tracked.log.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ""}`));
  page.on("response", (response) => {
    if (response.status() >= 500) tracked.log.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
}
