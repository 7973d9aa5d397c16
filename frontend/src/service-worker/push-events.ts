/// <reference lib="webworker" />
import { PUSH_MESSAGE, SUBSCRIPTION_CHANGED_MESSAGE } from "../common/push/push-message";

declare const self: ServiceWorkerGlobalScope;

/**
 * Web Push in Ruchi's one service worker (docs/architecture.md#screens). A push carries JSON { title, body, url? }; it
 * is shown as a notification, and open pages are told about it so they can show a toast instead
 * of making the customer look away. Clicking the notification focuses an open Ruchi tab (or opens
 * one) at the push's url. The push service renewing the subscription is handled here too.
 */

interface PushContent {
  title: string;
  body: string;
  url: string;
}

function readPush(event: PushEvent): PushContent | null {
  if (!event.data) return null;
  try {
    const data: unknown = event.data.json();
    if (data && typeof data === "object" && typeof (data as { title?: unknown }).title === "string") {
      const { title, body, url } = data as { title: string; body?: unknown; url?: unknown };
      return { title, body: typeof body === "string" ? body : "", url: typeof url === "string" ? url : "/" };
    }
  } catch {
    // A push whose payload is not our JSON is shown as plain text below.
  }
  return { title: "Ruchi", body: event.data.text(), url: "/" };
}

async function openWindows(): Promise<readonly WindowClient[]> {
  return self.clients.matchAll({ type: "window", includeUncontrolled: true });
}

async function showPush(message: PushContent): Promise<void> {
  for (const client of await openWindows()) client.postMessage({ type: PUSH_MESSAGE, ...message });
  await self.registration.showNotification(message.title, {
    body: message.body,
    // Drawn by the build from the brand mark (frontend/pwa-assets.config.ts).
    icon: "/pwa-192x192.png",
    data: { url: message.url },
    tag: message.url,
  });
}

async function openPushTarget(notification: Notification): Promise<void> {
  const target = (notification.data as { url?: unknown } | null)?.url;
  const url = new URL(typeof target === "string" ? target : "/", self.location.origin).href;
  const open = (await openWindows()).find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    await open.focus();
    // Not every browser lets a worker move a tab; then the tab at least comes forward.
    if ("navigate" in open) await open.navigate(url);
    return;
  }
  await self.clients.openWindow(url);
}

const SAVE_SUBSCRIPTION = `mutation WorkerSavePushSubscription($input: PushSubscriptionInput!) {
  savePushSubscription(input: $input) { id }
}`;

/**
 * The push service replaced (or dropped) this browser's subscription. Subscribe again with the
 * same server key and save the new one straight away (the session cookie goes along: same
 * origin), so pushes keep coming even when no page is open; open pages are told too and save it
 * again themselves, which the server treats as the same subscription.
 */
async function renewSubscription(event: PushSubscriptionChangeEvent): Promise<void> {
  let subscription = event.newSubscription;
  const serverKey = event.oldSubscription?.options.applicationServerKey;
  if (!subscription && serverKey) {
    subscription = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
  }
  if (subscription) {
    const { endpoint, keys } = subscription.toJSON();
    const input = { endpoint, keys, userAgent: self.navigator.userAgent.slice(0, 512) };
    // Signed out (or offline): the page saves it on the next sign-in instead.
    await fetch("/graphql", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: SAVE_SUBSCRIPTION, variables: { input } }),
    }).catch(() => undefined);
  }
  for (const client of await openWindows()) client.postMessage({ type: SUBSCRIPTION_CHANGED_MESSAGE });
}

export function handlePushEvents(): void {
  self.addEventListener("push", (event) => {
    const message = readPush(event);
    if (message) event.waitUntil(showPush(message));
  });

  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    event.waitUntil(openPushTarget(event.notification));
  });

  self.addEventListener("pushsubscriptionchange", (event) => {
    event.waitUntil(renewSubscription(event));
  });
}
