import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { hasPendingToasts, onToastDemand } from "./toast";

const loadOutlet = () => import("./toast-outlet");

/** Keeps a failed download of the outlet (offline, a new version's files gone) from taking the page down. */
class OutletBoundary extends Component<{ onFail: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn("The toast outlet could not be loaded", error);
    this.props.onFail();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Mounts the (lazily loaded) toast outlet the first time a toast is asked for. When its download
 * fails, the page stays as it is and the next toast asked for (or the network coming back) tries
 * again with a fresh download; the toasts asked for meanwhile are still shown then.
 */
export function ToastHost() {
  const [attempt, setAttempt] = useState<{ Outlet: LazyExoticComponent<ComponentType>; id: number } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (attempt && !failed) return undefined;
    const start = () => {
      setFailed(false);
      setAttempt((previous) => ({ Outlet: lazy(loadOutlet), id: (previous?.id ?? 0) + 1 }));
    };
    if (!failed && hasPendingToasts()) {
      start();
      return undefined;
    }
    const stopDemand = onToastDemand(start);
    if (failed) window.addEventListener("online", start, { once: true });
    return () => {
      stopDemand();
      window.removeEventListener("online", start);
    };
  }, [attempt, failed]);

  if (!attempt || failed) return null;
  const { Outlet, id } = attempt;
  return (
    <OutletBoundary key={id} onFail={() => setFailed(true)}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </OutletBoundary>
  );
}
