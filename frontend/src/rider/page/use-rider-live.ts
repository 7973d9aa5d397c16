import { useEffect, useRef } from "react";
import { useLiveSubscription } from "../../common/live/use-live-subscription";
import { RiderOrderChangedDocument } from "./rider-documents";

/** Focus and visibility events this close together ask for the data once. */
const FOCUS_REFETCH_GAP_MS = 2_000;

/** What an event says: an order of this rider changed, or was taken from them. */
export interface RiderOrderChange {
  orderId: string;
  status: string;
  assignedToMe: boolean;
}

/**
 * Keeps the rider's page current: every riderOrderChanged (an order assigned to the rider, moved
 * by the kitchen or an admin, or taken away) asks for the page's data again, and so does the
 * window regaining focus (a phone woken from the pocket: the socket may have slept). When the live
 * connection comes back after a drop, apollo.ts asks again by itself. `onChange` hears each event.
 */
export function useRiderLive(refetch: () => void, onChange: (change: RiderOrderChange) => void) {
  const latest = useRef({ refetch, onChange });
  useEffect(() => {
    latest.current = { refetch, onChange };
  });

  // A rider's phone keeps the page open all shift: when the server ends the feed, it asks for the data again and listens anew.
  useLiveSubscription(
    RiderOrderChangedDocument,
    {
      ignoreResults: true,
      onData: ({ data }) => {
        const change = data.data?.riderOrderChanged;
        if (!change) return;
        latest.current.onChange(change);
        latest.current.refetch();
      },
    },
    () => latest.current.refetch(),
  );

  useEffect(() => {
    // Coming back to the tab fires both events: one request for the two.
    let lastAt = 0;
    const refresh = () => {
      const now = Date.now();
      if (now - lastAt < FOCUS_REFETCH_GAP_MS) return;
      lastAt = now;
      latest.current.refetch();
    };
    const onFocus = () => refresh();
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
}
