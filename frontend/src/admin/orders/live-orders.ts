import { useLiveSubscription } from "../../common/live/use-live-subscription";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { AdminOrderPlacedSubscription } from "../../gql/graphql";
import { AdminOrderPlacedDocument, AdminOrderUpdatedDocument } from "./live-orders-documents";
import { playNewOrderChime, unlockChimeOnFirstGesture } from "../../common/new-order-chime";
import {
  newOrdersCount,
  NO_NEW_ORDERS,
  parseStoredBadge,
  seenAll,
  storedBadge,
  withPlacedOrder,
  type NewOrdersBadge,
} from "./new-orders-badge";

/**
 * The admin's live order feed: one pair of subscriptions for the whole admin panel (held by
 * the layout), a chime and the Orders badge for new orders, and events the orders page and the
 * dashboard react to.
 */
export type PlacedOrder = AdminOrderPlacedSubscription["orderPlaced"];

/** What the layout announces of a new order. */
export type ArrivedOrder = Pick<PlacedOrder, "id" | "restaurantName">;

export type OrderFeedEvent = { kind: "placed"; order: PlacedOrder } | { kind: "updated"; orderId: string };

const BADGE_KEY = "ruchi.admin.newOrders";
const feedListeners = new Set<(event: OrderFeedEvent) => void>();
const badgeListeners = new Set<() => void>();
let badge: NewOrdersBadge = readBadge();

function readBadge(): NewOrdersBadge {
  try {
    return parseStoredBadge(sessionStorage.getItem(BADGE_KEY));
  } catch {
    return NO_NEW_ORDERS;
  }
}

function setBadge(next: NewOrdersBadge) {
  if (next === badge) return;
  badge = next;
  try {
    sessionStorage.setItem(BADGE_KEY, storedBadge(badge));
  } catch {
    // Storage blocked: the badge still works until the page is reloaded.
  }
  for (const notify of badgeListeners) notify();
}

function publish(event: OrderFeedEvent) {
  for (const listener of feedListeners) listener(event);
}

/** The number of orders placed since the admin last looked at the orders page. */
export function useNewOrdersCount(): number {
  return useSyncExternalStore(
    (notify) => {
      badgeListeners.add(notify);
      return () => badgeListeners.delete(notify);
    },
    () => newOrdersCount(badge),
  );
}

/** Calls `listener` for every order placed or moved on while the calling component is mounted. */
export function useOrderFeed(listener: (event: OrderFeedEvent) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const forward = (event: OrderFeedEvent) => latest.current(event);
    feedListeners.add(forward);
    return () => {
      feedListeners.delete(forward);
    };
  }, []);
}

/**
 * Held by the admin layout. Subscribes to new and changed orders, chimes and counts new orders
 * (unless the admin is looking at the orders page, which clears the badge) and returns the last
 * arrival for the layout to announce to screen readers.
 */
export function useLiveOrdersFeed(viewingOrders: boolean): ArrivedOrder | null {
  const viewing = useRef(viewingOrders);
  const [lastArrival, setLastArrival] = useState<ArrivedOrder | null>(null);

  useEffect(() => {
    viewing.current = viewingOrders;
    if (viewingOrders) setBadge(seenAll());
  }, [viewingOrders]);

  useEffect(() => unlockChimeOnFirstGesture(), []);

  // The orders page stays open all day: a feed the server ended listens anew (use-live-subscription.ts).
  useLiveSubscription(AdminOrderPlacedDocument, {
    ignoreResults: true,
    onData: ({ data }) => {
      const order = data.data?.orderPlaced;
      if (!order) return;
      setBadge(withPlacedOrder(badge, order.id, viewing.current));
      setLastArrival({ id: order.id, restaurantName: order.restaurantName });
      playNewOrderChime();
      publish({ kind: "placed", order });
    },
  });

  useLiveSubscription(AdminOrderUpdatedDocument, {
    ignoreResults: true,
    onData: ({ data }) => {
      const order = data.data?.orderUpdated;
      if (order) publish({ kind: "updated", orderId: order.id });
    },
  });

  return lastArrival;
}
