import { isBoardStatus } from "./board-columns";

/** A page of the board's list as the cache holds it. */
export interface BoardPage<T> {
  total: number;
  items: readonly T[];
}

/**
 * The board's list after the live feed reported `order` (placed or moved on): a new order joins
 * it, an order that left the board's statuses leaves it. Anything else (a move between columns,
 * an order told twice) changes only the order itself, which the normalised cache already did:
 * null, nothing to write.
 */
export function listWithChangedOrder<T extends { id: string; status: string }>(
  page: BoardPage<T>,
  order: T,
): { total: number; items: T[] } | null {
  const listed = page.items.some((item) => item.id === order.id);
  const onBoard = isBoardStatus(order.status);
  if (onBoard && !listed) return { total: page.total + 1, items: [...page.items, order] };
  if (!onBoard && listed) return { total: Math.max(0, page.total - 1), items: page.items.filter((item) => item.id !== order.id) };
  return null;
}
