/**
 * The kitchen board's three columns and which orders stand in each: New (pending), Accepted /
 * Preparing (confirmed, preparing) and Ready (ready for pickup). Orders past the kitchen (out for
 * delivery, delivered, a delivery that failed: the office's to sort out with the rider, not the
 * kitchen's) or stopped (rejected, cancelled) leave the board.
 */
export const BOARD_STATUSES = ["PENDING", "CONFIRMED", "PREPARING", "READY_FOR_PICKUP"] as const;

export type BoardStatus = (typeof BOARD_STATUSES)[number];

export const BOARD_COLUMNS = ["new", "preparing", "ready"] as const;

export type BoardColumn = (typeof BOARD_COLUMNS)[number];

const COLUMN_OF: Record<BoardStatus, BoardColumn> = {
  PENDING: "new",
  CONFIRMED: "preparing",
  PREPARING: "preparing",
  READY_FOR_PICKUP: "ready",
};

export function isBoardStatus(status: string): status is BoardStatus {
  return (BOARD_STATUSES as readonly string[]).includes(status);
}

/** The column an order in `status` stands in, or null when it is off the board. */
export function columnOf(status: string): BoardColumn | null {
  return isBoardStatus(status) ? COLUMN_OF[status] : null;
}

/** What the board needs to know of an order to place it. */
export interface PlacedOnBoard {
  id: string;
  status: string;
  createdAt: string;
}

/**
 * The board's orders by column, each column oldest first: the order that has waited longest is
 * the one to look at first. Orders off the board are left out.
 */
export function ordersByColumn<T extends PlacedOnBoard>(orders: readonly T[]): Record<BoardColumn, T[]> {
  const columns: Record<BoardColumn, T[]> = { new: [], preparing: [], ready: [] };
  for (const order of orders) {
    const column = columnOf(order.status);
    if (column) columns[column].push(order);
  }
  const placedAt = (order: T) => Date.parse(order.createdAt) || 0;
  for (const column of BOARD_COLUMNS) columns[column].sort((a, b) => placedAt(a) - placedAt(b) || a.id.localeCompare(b.id));
  return columns;
}
