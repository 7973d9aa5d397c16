import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function motionQuery(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null;
}

/** True when the user asked their system for less motion (WCAG 2.3.3): no zooms, slides or smooth scrolling. */
export function prefersReducedMotion(): boolean {
  return motionQuery()?.matches ?? false;
}

function subscribe(notify: () => void): () => void {
  const query = motionQuery();
  query?.addEventListener("change", notify);
  return () => query?.removeEventListener("change", notify);
}

/** prefersReducedMotion() for a component: it renders again when the setting changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
