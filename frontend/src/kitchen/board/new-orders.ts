/**
 * Which orders on the board are new arrivals, to chime for: orders the board had not seen,
 * waiting in New. What the board shows when it first opens is not an arrival (it chimes for
 * nothing), whereas an order found by the fetch after a dropped connection is. Orders never
 * go back to New, so an id once seen is never announced again.
 */
export interface Arrivals {
  /** Every order id the board has seen so far. */
  seen: ReadonlySet<string>;
  /** The pending orders that arrived with this look at the board. */
  arrived: string[];
}

export function arrivalsAmong(seen: ReadonlySet<string> | null, orders: readonly { id: string; status: string }[]): Arrivals {
  const next = new Set(seen ?? []);
  const arrived: string[] = [];
  for (const order of orders) {
    if (next.has(order.id)) continue;
    next.add(order.id);
    if (seen !== null && order.status === "PENDING") arrived.push(order.id);
  }
  return { seen: next, arrived };
}
