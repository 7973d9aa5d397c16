/** The order history's paging, kept in the URL (`?page=2`) so a reload stays on the same page. */
export const ORDERS_PAGE_SIZE = 20;

/** The page number of a `page` query parameter: a whole number from 1, else 1. */
export function ordersPageFromParam(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}

/** The myOrders offset of a page (the API accepts offsets up to 10000). */
export function ordersPageOffset(page: number): number {
  return Math.min((Math.max(1, Math.floor(page)) - 1) * ORDERS_PAGE_SIZE, 10000);
}

/** The query string with the page set (page 1 is the default, so it is left out). */
export function withOrdersPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  return next;
}
