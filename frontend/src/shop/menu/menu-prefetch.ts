import { apolloClient } from "../../apollo";
import { cacheEarlyAnswer, holdFirstRender } from "../../early-data";
import { MenuRestaurantDocument } from "./menu-documents";
import { menuQueryVariables } from "./menu-query-state";
import { initialMenuFilters } from "./use-menu-filters";

/**
 * The menu the page at this address (`id`: its route's parameter) will show. Without filters in the address or the session,
 * the early script has usually asked for it (and preloaded the first item's picture, the page's
 * largest paint) before the app's code arrived: that answer goes into the cache and the first
 * render waits for it. Otherwise it is asked for as soon as the page's code arrives, in parallel
 * with the sign-in check, instead of after the shop frame has rendered. The page's own query,
 * with the same variables, then joins this request or reads the cache. A failure is left to the
 * page's query to show.
 */
export function prefetchMenu({ id }: { id?: string }): void {
  if (id === undefined) return;
  const filters = initialMenuFilters(new URLSearchParams(window.location.search));
  const variables = { id, ...menuQueryVariables(filters.selection, filters.sort) };
  const early = cacheEarlyAnswer(MenuRestaurantDocument, variables);
  holdFirstRender(early);
  void early
    .then(async (cached) => {
      if (!cached) await apolloClient.query({ query: MenuRestaurantDocument, variables });
    })
    .catch(() => undefined);
}
