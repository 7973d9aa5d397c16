import { useEffect, useState } from "react";

/**
 * True once the page has loaded (its load event) and the browser has had an idle moment: for
 * parts below the first screen whose code then loads without competing with the first page for
 * the network or the main thread (docs/architecture.md#budgets counts the scripts asked for
 * before the load event). Already true when the page had loaded before the component mounted.
 */
export function useAfterPageLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if ("requestIdleCallback" in window) idle = window.requestIdleCallback(() => setLoaded(true), { timeout: 2000 });
      else timer = setTimeout(() => setLoaded(true), 200);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      window.removeEventListener("load", whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return loaded;
}
