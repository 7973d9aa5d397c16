import { apolloClient } from "../../apollo";
import { MenuRestaurantDocument } from "./menu-documents";
import { menuQueryVariables } from "./menu-query-state";
import { initialMenuFilters } from "./use-menu-filters";

const MENU_PATH = /^\/shop\/listing\/([^/]+)\/?$/;

/**
 * Asks for the menu the page at this address will show as soon as the page's code arrives, in
 * parallel with the sign-in check, instead of after the shop frame has rendered: on a first
 * visit that is a round trip earlier for the menu and its first images (the page's largest
 * paint). The page's own query, with the same variables, then joins this request or reads
 * the cache. A failure is left to the page's query to show.
 */
export function prefetchMenuOfCurrentPage(): void {
  if (typeof window === "undefined") return;
  const match = MENU_PATH.exec(window.location.pathname);
  if (!match?.[1]) return;
  const filters = initialMenuFilters(new URLSearchParams(window.location.search));
  const variables = { id: decodeURIComponent(match[1]), ...menuQueryVariables(filters.selection, filters.sort) };
  void apolloClient.query({ query: MenuRestaurantDocument, variables }).catch(() => undefined);
}
