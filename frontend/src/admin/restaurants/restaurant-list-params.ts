/** The restaurant list's search and page, kept in the address bar (?q=...&page=N) so links and Back work. */

export const RESTAURANT_PAGE_SIZE = 20;
const SEARCH_MAX = 100;

export function pageFromParams(params: URLSearchParams): { search: string; page: number } {
  const search = (params.get("q") ?? "").trim().slice(0, SEARCH_MAX);
  const page = Number(params.get("page"));
  return { search, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** Only what differs from the defaults: no empty search, no page 1. */
export function paramsFor(search: string, page: number): URLSearchParams {
  const params = new URLSearchParams();
  const trimmed = search.trim().slice(0, SEARCH_MAX);
  if (trimmed) params.set("q", trimmed);
  if (page > 1) params.set("page", String(page));
  return params;
}
