/**
 * The badge on the admin's Orders link: the orders placed since the admin last looked at the
 * orders page. Pure state changes here; live-orders.ts keeps the state and feeds it.
 */
export interface NewOrdersBadge {
  /** Ids of the orders not seen yet, newest last (an order counts once, however often it is announced). */
  unseen: readonly string[];
}

export const NO_NEW_ORDERS: NewOrdersBadge = { unseen: [] };

/** The biggest number the badge writes out; above it shows "99+". */
export const NEW_ORDERS_SHOWN_MAX = 99;

/** An order was placed: it counts unless the admin is looking at the orders page right now. */
export function withPlacedOrder(badge: NewOrdersBadge, orderId: string, viewingOrders: boolean): NewOrdersBadge {
  if (viewingOrders) return badge.unseen.length === 0 ? badge : NO_NEW_ORDERS;
  if (badge.unseen.includes(orderId)) return badge;
  return { unseen: [...badge.unseen, orderId] };
}

/** The admin opened the orders page: everything so far has been seen. */
export function seenAll(): NewOrdersBadge {
  return NO_NEW_ORDERS;
}

export function newOrdersCount(badge: NewOrdersBadge): number {
  return badge.unseen.length;
}

/** What the badge shows: nothing for no new orders, "99+" beyond 99. */
export function badgeLabel(count: number, overflow: string): string | null {
  if (count <= 0) return null;
  return count > NEW_ORDERS_SHOWN_MAX ? overflow : String(count);
}

/** The badge as kept in sessionStorage (a reload keeps the count); anything unexpected is no badge. */
export function parseStoredBadge(value: string | null): NewOrdersBadge {
  if (!value) return NO_NEW_ORDERS;
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed) && parsed.every((id) => typeof id === "string")) return { unseen: parsed.slice(-1000) };
  } catch {
    // A damaged entry counts as no badge.
  }
  return NO_NEW_ORDERS;
}

export function storedBadge(badge: NewOrdersBadge): string {
  return JSON.stringify(badge.unseen);
}
