import type { ApolloClient } from "@apollo/client";
import { DeletePushSubscriptionDocument, PushConfigDocument, SavePushSubscriptionDocument } from "./push-documents";
import {
  base64UrlToBytes,
  madeWithKey,
  needsSaving,
  parseSavedSubscription,
  SAVED_PUSH_KEY,
  type SavedPushSubscription,
} from "./push-subscription-record";

/**
 * Keeps this browser's Web Push subscription and the server's record of it in step: subscribe
 * once notifications are allowed, save the subscription when it is new or changed (or another
 * user signed in), and forget it on logout.
 */
export type PushOutcome = "saved" | "unchanged" | "not-allowed" | "push-off" | "unsupported";

export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** "unsupported" when this browser has no Web Push; otherwise the notification permission. */
export function notificationPermission(): NotificationPermission | "unsupported" {
  return pushSupported() ? Notification.permission : "unsupported";
}

function readSaved(): SavedPushSubscription | null {
  try {
    return parseSavedSubscription(localStorage.getItem(SAVED_PUSH_KEY));
  } catch {
    return null;
  }
}

function writeSaved(saved: SavedPushSubscription | null) {
  try {
    if (saved) localStorage.setItem(SAVED_PUSH_KEY, JSON.stringify(saved));
    else localStorage.removeItem(SAVED_PUSH_KEY);
  } catch {
    // Storage blocked: the subscription is saved again on the next start, which is harmless.
  }
}

async function vapidPublicKey(client: ApolloClient): Promise<string | null> {
  const { data } = await client.query({ query: PushConfigDocument });
  return data?.pushConfig.vapidPublicKey ?? null;
}

/** This browser's subscription, made (or remade for new server keys) when needed. */
async function currentSubscription(vapidKey: string): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !madeWithKey(subscription.options.applicationServerKey, vapidKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  return subscription ?? registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(vapidKey) });
}

/**
 * Called on start when signed in, after login and when the worker reports a new subscription.
 * Asks for nothing: without permission already granted it does nothing.
 */
export async function syncPushSubscription(client: ApolloClient, userId: string): Promise<PushOutcome> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission !== "granted") return "not-allowed";
  const key = await vapidPublicKey(client);
  if (!key) return "push-off";
  const subscription = await currentSubscription(key);
  if (!needsSaving(subscription, readSaved(), userId)) return "unchanged";
  const { keys } = subscription.toJSON();
  if (!keys?.p256dh || !keys.auth) throw new Error("The browser's push subscription has no keys");
  await client.mutate({
    mutation: SavePushSubscriptionDocument,
    variables: {
      input: {
        endpoint: subscription.endpoint,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
        userAgent: navigator.userAgent.slice(0, 512),
      },
    },
  });
  writeSaved({ endpoint: subscription.endpoint, userId });
  return "saved";
}

/** On a user's click: asks for permission (the only place that does), then subscribes and saves. */
export async function enablePushNotifications(client: ApolloClient, userId: string): Promise<PushOutcome> {
  if (!pushSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "not-allowed";
  return syncPushSubscription(client, userId);
}

/**
 * On logout, before the session ends: the server forgets this browser, then the browser drops
 * its subscription, so the next person on this computer gets none of this user's pushes.
 */
export async function forgetPushSubscription(client: ApolloClient): Promise<void> {
  writeSaved(null);
  if (!pushSupported()) return;
  // getRegistration, not ready: it answers at once even when no worker was ever registered.
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  try {
    await client.mutate({ mutation: DeletePushSubscriptionDocument, variables: { endpoint: subscription.endpoint } });
  } finally {
    await subscription.unsubscribe().catch(() => false);
  }
}
