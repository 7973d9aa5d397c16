import { useQuery, useSubscription } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { errorCode } from "../../common/graphql-errors";
import { BOARD_STATUSES } from "./board-columns";
import { KitchenBoardOrderFragment, KitchenBoardOrdersDocument, KitchenOrderChangedDocument } from "./board-documents";
import { listWithChangedOrder } from "./board-list-update";
import { arrivalsAmong } from "./new-orders";

/** How long the board waits before listening again after its subscription failed. */
const RESUBSCRIBE_DELAY_MS = 5_000;

/**
 * The restaurant's orders on the board, live: the list is fetched once, then every order placed
 * or moved on arrives over the subscription and goes into the cache (the order by its id, the
 * list gaining or losing it). When the live connection comes back after a drop, apollo.ts asks
 * for the list again, so nothing said meanwhile is missed. `onArrival` hears of every pending
 * order the board had not seen (live, or found by such a fetch), to chime and say so.
 */
export function useBoardOrders(restaurantId: string, onArrival: (orderIds: string[]) => void) {
  const variables = { restaurantId, status: [...BOARD_STATUSES] };
  const list = useQuery(KitchenBoardOrdersDocument, { variables, fetchPolicy: "cache-and-network" });
  const code = errorCode(list.error);
  const forbidden = code === "FORBIDDEN";

  const restartRef = useRef<() => void>(() => undefined);
  const resubscribe = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { restart } = useSubscription(KitchenOrderChangedDocument, {
    variables: { restaurantId },
    // Someone without access hears nothing; the server would refuse it anyway.
    skip: forbidden,
    ignoreResults: true,
    // The live connection may give up (a server error closing it): a kitchen's tablet runs all
    // day, so the board asks for the list again and listens anew a little later.
    onError: () => {
      void list.refetch().catch(() => undefined);
      clearTimeout(resubscribe.current);
      resubscribe.current = setTimeout(() => restartRef.current(), RESUBSCRIBE_DELAY_MS);
    },
    onData: ({ client, data }) => {
      const changed = data.data?.restaurantOrderChanged;
      if (!changed) return;
      const { cache } = client;
      // The message is in the cache already; the list takes the whole order from there.
      const order = cache.readFragment({
        fragment: KitchenBoardOrderFragment,
        fragmentName: "KitchenBoard_Order",
        id: cache.identify(changed),
      });
      if (!order) return;
      cache.updateQuery({ query: KitchenBoardOrdersDocument, variables }, (current) => {
        if (!current) return undefined;
        const next = listWithChangedOrder(current.restaurantOrders, order);
        return next ? { restaurantOrders: { ...current.restaurantOrders, ...next } } : undefined;
      });
    },
  });

  useEffect(() => {
    restartRef.current = restart;
  });
  useEffect(() => () => clearTimeout(resubscribe.current), []);

  const latestOnArrival = useRef(onArrival);
  useEffect(() => {
    latestOnArrival.current = onArrival;
  });
  const seen = useRef<ReadonlySet<string> | null>(null);
  const items = list.data?.restaurantOrders.items;
  useEffect(() => {
    if (!items) return;
    const { seen: next, arrived } = arrivalsAmong(seen.current, items);
    seen.current = next;
    if (arrived.length > 0) latestOnArrival.current(arrived);
  }, [items]);

  return {
    orders: (list.data ?? list.previousData)?.restaurantOrders.items ?? [],
    loaded: list.data !== undefined,
    error: list.error,
    forbidden,
    refetch: () => void list.refetch().catch(() => undefined),
  };
}
