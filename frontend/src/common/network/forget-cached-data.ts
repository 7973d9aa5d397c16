import { CACHE_NAMES } from "./cache-names";

/**
 * Deletes the service worker's copies of GraphQL answers (the signed-in user's cart, orders and
 * addresses among them), so nothing personal outlives a logout on this device. Pictures and code
 * are nobody's and stay. A browser without the Cache API has nothing to delete.
 */
export async function forgetCachedData(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(CACHE_NAMES.data);
}
