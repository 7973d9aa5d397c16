import { lazy, type ComponentType } from "react";

/** A page or layout whose code is loaded on demand, and can be asked to start loading early. */
export interface LazyRoute {
  Component: ComponentType;
  preload: () => Promise<unknown>;
}

/**
 * Wraps a dynamic import of a named component. `preload` starts the download (once); the router
 * calls it for every route a location matches, so a layout and its page arrive in parallel
 * instead of one after the other. A failed download may be retried by the next navigation.
 */
export function lazyRoute(load: () => Promise<ComponentType>): LazyRoute {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return { Component: lazy(preload), preload };
}
