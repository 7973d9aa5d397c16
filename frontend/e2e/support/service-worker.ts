import { expect, type Page } from "@playwright/test";

/**
 * Waits until Ruchi's service worker is active and controls the page (the app registers it once
 * the first page is idle). Only from then on do the page's requests pass through it, so only
 * then can anything the page loads be there offline.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  });
}

/** The operation names of the GraphQL answers the service worker keeps (its "ruchi-data" cache). */
export async function keptAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open("ruchi-data");
    const keys = await cache.keys();
    return keys.map((request) => new URL(request.url).searchParams.get("operationName") ?? "(none)").sort();
  });
}

/** The bodies of the GraphQL answers the service worker keeps. */
export async function keptAnswerBodies(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open("ruchi-data");
    const responses = await Promise.all((await cache.keys()).map((request) => cache.match(request)));
    return Promise.all(responses.map((response) => response?.text() ?? ""));
  });
}

/** Waits until the service worker keeps an answer to each of these operations. */
export async function expectKeptAnswers(page: Page, operations: string[]): Promise<void> {
  await expect
    .poll(() => keptAnswers(page), { message: "the operations whose answers the service worker keeps" })
    .toEqual(expect.arrayContaining(operations));
}
