import { createElement, lazy, useState, type ComponentType } from "react";

/** A page or layout whose code is loaded on demand, and can be asked to start loading early. */
export interface LazyRoute {
  Component: ComponentType;
  preload: () => Promise<unknown>;
}

/**
 * Wraps a dynamic import of a named component. `preload` starts the download (once); the router
 * calls it for every route a location matches, so a layout and its page arrive in parallel
 * instead of one after the other. A failed download may be retried by the next navigation.
 *
 * A route whose code has already arrived renders it directly. React.lazy would suspend once even
 * then, and a Suspense boundary that has shown its fallback reveals the content only after a
 * throttle (up to 300 ms in React 19): on the first load, where the code arrives during the
 * sign-in check, that delay would sit on the way to the first page's paint.
 */
export function lazyRoute(load: () => Promise<ComponentType>): LazyRoute {
  let pending: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Route() {
    // Chosen once per mount: switching between the two later would remount the page.
    const [Page] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Page);
  }
  return { Component: Route, preload };
}
