/** The order history's paging; the page itself rides in the URL (common/page-param.ts). */
export const ORDERS_PAGE_SIZE = 20;

/** The myOrders offset of a page (the API accepts offsets up to 10000). */
export function ordersPageOffset(page: number): number {
  return Math.min((Math.max(1, Math.floor(page)) - 1) * ORDERS_PAGE_SIZE, 10000);
}
