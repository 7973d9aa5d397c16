import { useSyncExternalStore } from "react";

/**
 * A new version of the app whose service worker is installed and waiting. The registration
 * (common/push/register-push-worker.ts) offers it here with the function that switches to it;
 * the update prompt shows while one is offered. Kept out of the registration's own chunk so the
 * prompt (in the first page's code) never has to load that chunk to know.
 */
type Apply = () => void;

let pending: Apply | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the registration when a new version waits; `apply` activates it and reloads. */
export function offerAppUpdate(apply: Apply): void {
  pending = apply;
  for (const listener of listeners) listener();
}

/** The waiting version's switch, or null while the app is up to date. */
export function useAppUpdate(): Apply | null {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
}
