import { useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { errorCode } from "../../common/graphql-errors";
import { useLiveSubscription } from "../../common/live/use-live-subscription";
import { BOARD_STATUSES } from "./board-columns";
import { KitchenBoardOrderFragment, KitchenBoardOrdersDocument, KitchenOrderChangedDocument } from "./board-documents";
import { listWithChangedOrder } from "./board-list-update";
import { arrivalsAmong } from "./new-orders";
import { READ_AFTER_CHANGES } from "../../common/network/reads-after-changes";

/**
 * The restaurant's orders on the board, live: the list is fetched once, then every order placed
 * or moved on arrives over the subscription and goes into the cache (the order by its id, the
 * list gaining or losing it). When the live connection comes back after a drop, apollo.ts asks
 * for the list again, so nothing said meanwhile is missed. `onArrival` hears of every pending
 * order the board had not seen (live, or found by such a fetch), to chime and say so.
 */
export function useBoardOrders(restaurantId: string, onArrival: (orderIds: string[]) => void) {
  const variables = { restaurantId, status: [...BOARD_STATUSES] };
  const list = useQuery(KitchenBoardOrdersDocument, { variables, fetchPolicy: "cache-and-network", context: READ_AFTER_CHANGES });
  const code = errorCode(list.error);
  const forbidden = code === "FORBIDDEN";

  // A kitchen's tablet runs all day: when the server ends the feed, the board asks for the list again and listens anew.
  useLiveSubscription(
    KitchenOrderChangedDocument,
    {
      variables: { restaurantId },
      // Someone without access hears nothing; the server would refuse it anyway.
      skip: forbidden,
      ignoreResults: true,
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
    },
    () => void list.refetch().catch(() => undefined),
  );

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
