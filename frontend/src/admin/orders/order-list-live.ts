/**
 * A new order arriving on the first, unfiltered page of the admin order list: it goes on top
 * (the list is newest first), the total grows by one and the page keeps its size. An order
 * already on the page (announced twice, or fetched meanwhile) changes nothing: null.
 */
export function withNewOrderFirst<T extends { id: string }>(
  page: { total: number; items: readonly T[] },
  order: T,
  pageSize: number,
): { total: number; items: T[] } | null {
  if (page.items.some((item) => item.id === order.id)) return null;
  return { total: page.total + 1, items: [order, ...page.items].slice(0, pageSize) };
}
