/**
 * Registers the push worker (public/sw.js) once the page has loaded (spec §2), so it never
 * competes with the first screen for the network; then loads the small listener that saves the
 * subscription of the signed-in user and shows pushes that arrive while the page is open.
 * Browsers without service workers, or pages not served over HTTPS/localhost, simply go
 * without pushes.
 */
export function registerPushWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
      console.warn("The push worker could not be registered", error);
    });
    void import("./push-listener").then(
      ({ startPushListener }) => startPushListener(),
      (error: unknown) => console.warn("The push listener could not be loaded", error),
    );
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
