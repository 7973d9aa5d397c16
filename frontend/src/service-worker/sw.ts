/// <reference lib="webworker" />
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkOnly } from "workbox-strategies";
import { CACHE_NAMES } from "../common/network/cache-names";
import { cacheGraphqlAnswers } from "./graphql-answers";
import { handlePushEvents } from "./push-events";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/**
 * Ruchi's one service worker (built by vite-plugin-pwa from this file, served as /sw.js): Web
 * Push (push-events.ts), and what lets the app open on a bad network or none:
 * - the app shell (index.html, the entry, the shop's chunk and styles: see
 *   pwa-plugin.ts) precached at install, the admin's code not;
 * - page loads from the network first, the precached shell when it fails or takes too long;
 * - GraphQL query answers network first (graphql-answers.ts), pictures and other hashed code
 *   cache first.
 * A new version installs beside the running one and waits until the page asks it to take over
 * (the "new version" prompt), so a page never mixes one version's code with another's.
 */

const SHELL = "index.html";
const PAGE_TIMEOUT_SECONDS = 3;
const DAY_SECONDS = 24 * 60 * 60;

handlePushEvents();

// The registration's "Reload" (workbox-window's messageSkipWaiting) lets a waiting version in.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
// The first install controls the open page at once; an update only after the prompt above.
clientsClaim();

// A new version's queries may ask for other fields than the kept answers have: start afresh.
self.addEventListener("activate", (event) => {
  event.waitUntil(caches.delete(CACHE_NAMES.data));
});

const pageFromNetwork = new NetworkOnly({ networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS });

// Page loads first, so that precaching's own route never answers "/" from the cache while the
// network could give the current page.
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pageFromNetwork.handle(options);
      } catch {
        return (await matchPrecache(SHELL)) ?? Response.error();
      }
    },
    { denylist: [/^\/(api|graphql|uploads|healthz|readyz)(\/|$)/] },
  ),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

cacheGraphqlAnswers();

registerRoute(
  ({ url, sameOrigin, request }) =>
    sameOrigin && request.destination === "image" && (url.pathname.startsWith("/uploads/") || url.pathname.startsWith("/images/")),
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// Hashed names never change content: the code of pages opened after the first visit.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);
