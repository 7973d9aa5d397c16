/**
 * A paged list's page kept in the URL (`?page=2`), so a reload stays on the same page: the
 * customer's order history and the admin's sent broadcasts read it the same way.
 */

/** The page number of a `page` query parameter: a whole number from 1, else 1. */
export function pageFromParam(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}

/** The query string with the page set (page 1 is the default, so it is left out). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  return next;
}
