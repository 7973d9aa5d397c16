import { useCallback, useState } from "react";

/**
 * Open/closed state for a sheet whose code loads on first use: `mounted` turns true at the
 * first open and stays true, so the sheet can animate closed and open again without reloading.
 */
export function useLazySheet() {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  return { mounted, open, show, hide };
}
