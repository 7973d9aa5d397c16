import { useCallback, useEffect, useRef } from "react";

/**
 * The signal of work that belongs to a page and must stop when the page goes (an order waiting
 * for the network, which nobody would see placed). Returned as a getter: the signal is made when
 * the component mounts, and made anew if it mounts again.
 */
export function useUnmountSignal(): () => AbortSignal | undefined {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  return useCallback(() => controller.current?.signal, []);
}
