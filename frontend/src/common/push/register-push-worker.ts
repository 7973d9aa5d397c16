/**
 * Registers Ruchi's one service worker (/sw.js, built from src/service-worker/sw.ts: Web Push,
 * the precached app shell, offline data) once the page has loaded (docs/architecture.md#screens), so it never
 * competes with the first screen for the network; then loads the small listener that saves the
 * signed-in user's push subscription and shows pushes that arrive while the page is open.
 * Browsers without service workers, or pages not served over HTTPS/localhost, go without pushes
 * and offline use.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    // workbox-window comes with this call, never with the first page's code.
    void import("./service-worker-updates").then(
      ({ startServiceWorker }) => startServiceWorker(),
      (error: unknown) => console.warn("The service worker could not be registered", error),
    );
    void import("./push-listener").then(
      ({ startPushListener }) => startPushListener(),
      (error: unknown) => console.warn("The push listener could not be loaded", error),
    );
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
