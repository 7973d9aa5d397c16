import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * True when the browser says it has no network at all. `navigator.onLine` true does not promise a
 * working connection (a patchy mobile link), so actions still handle failed requests; false is
 * certain, so it is what the offline banner and the refused actions go by.
 */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/** `isOffline()` for components: re-renders when the browser goes offline or back online. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/** Settles as soon as the browser says it is online (at once when it already is). */
export function whenOnline(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    if (!isOffline()) return resolve();
    const done = () => {
      window.removeEventListener("online", done);
      signal?.removeEventListener("abort", abort);
      resolve();
    };
    const abort = () => {
      window.removeEventListener("online", done);
      reject(signal?.reason);
    };
    window.addEventListener("online", done);
    signal?.addEventListener("abort", abort, { once: true });
  });
}
