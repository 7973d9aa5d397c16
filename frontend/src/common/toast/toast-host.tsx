import { lazy, Suspense, useEffect, useState } from "react";
import { hasPendingToasts, onToastDemand } from "./toast";

const ToastOutlet = lazy(() => import("./toast-outlet"));

/** Mounts the (lazily loaded) toast outlet the first time a toast is asked for. */
export function ToastHost() {
  const [needed, setNeeded] = useState(hasPendingToasts);
  useEffect(() => {
    if (needed) return undefined;
    if (hasPendingToasts()) setNeeded(true);
    return onToastDemand(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  );
}
