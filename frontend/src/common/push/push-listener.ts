import { apolloClient } from "../../apollo";
import { CurrentUserDocument } from "../current-user";
import { toast } from "../toast/toast";
import { isSubscriptionChanged, readForegroundPush } from "./push-message";
import { syncPushSubscription } from "./push-sync";

/**
 * Loaded after the page has loaded (register-push-worker.ts). Saves the push subscription
 * whenever someone is signed in (on start and after each login), and turns the worker's
 * messages into toasts while a page is open.
 */
export function startPushListener(): void {
  let syncedFor: string | null = null;
  const sync = (userId: string) => {
    void syncPushSubscription(apolloClient, userId).catch((error: unknown) => {
      // No push service reachable, or the server refused: pushes stay off, the app works on.
      console.warn("The push subscription could not be saved", error);
    });
  };

  apolloClient.watchQuery({ query: CurrentUserDocument, fetchPolicy: "cache-only" }).subscribe((result) => {
    const userId = result.data?.me?.id ?? null;
    if (userId && userId !== syncedFor) sync(userId);
    syncedFor = userId;
  });

  navigator.serviceWorker.addEventListener("message", (event: MessageEvent) => {
    const push = readForegroundPush(event.data);
    // The worker shows the browser notification itself (when allowed); the toast is for this page.
    if (push) toast.info(push.title, push.body || undefined);
    else if (isSubscriptionChanged(event.data) && syncedFor) sync(syncedFor);
  });
}
