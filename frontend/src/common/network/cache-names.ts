/**
 * The service worker's runtime caches, by name: the worker fills them, the page empties the
 * personal one at logout (forget-cached-data.ts). Precached files live in Workbox's own cache.
 */
export const CACHE_NAMES = {
  /** Answers to GraphQL queries (the last-seen shop pages' data, the signed-in user's too). */
  data: "ruchi-data",
  /** Pictures of restaurants, dishes and offers (/uploads, /images). */
  images: "ruchi-images",
  /** Hashed build files (/assets) loaded after the first visit: other pages' code. */
  assets: "ruchi-assets",
} as const;
