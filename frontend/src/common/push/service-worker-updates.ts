import { Workbox } from "workbox-window";
import { offerAppUpdate } from "../network/app-update";

/** How often an open app asks whether a new version was deployed (the browser also asks on loads). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker with workbox-window and offers a new version when one is waiting
 * (installed beside the running one). Taking it is the person's choice, through the prompt's
 * Reload (common/network/network-notices.tsx): the new worker takes over and the page reloads
 * once it is controlled, so a page never runs one version's code with another's files. A page
 * whose worker was replaced by another tab's Reload keeps the prompt, now only reloading.
 */
export function startServiceWorker(): void {
  const workbox = new Workbox("/sw.js", { scope: "/" });
  let takingUpdate = false;

  const takeUpdate = async () => {
    takingUpdate = true;
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration?.waiting) workbox.messageSkipWaiting();
    else window.location.reload();
  };

  workbox.addEventListener("waiting", () => offerAppUpdate(() => void takeUpdate()));
  workbox.addEventListener("controlling", (event) => {
    // The very first worker taking control of the page is no new version.
    if (!event.isUpdate) return;
    if (takingUpdate) window.location.reload();
    else offerAppUpdate(() => window.location.reload());
  });

  void workbox.register().then(
    () => {
      setInterval(() => {
        if (document.visibilityState === "visible" && navigator.onLine) void workbox.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    (error: unknown) => console.warn("The service worker could not be registered", error),
  );
}
