/*
 * Ruchi's push worker (spec §2: registered on page load). A push carries JSON
 * { title, body, url? }; it is shown as a notification, and open pages are told about it so they
 * can show a toast instead of making the customer look away. Clicking the notification focuses an
 * open Ruchi tab (or opens one) at the push's url.
 */
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

function readPush(event) {
  if (!event.data) return null;
  try {
    const data = event.data.json();
    if (data && typeof data.title === "string") {
      return { title: data.title, body: typeof data.body === "string" ? data.body : "", url: typeof data.url === "string" ? data.url : "/" };
    }
  } catch {
    // A push whose payload is not our JSON is shown as plain text below.
  }
  return { title: "Ruchi", body: event.data.text(), url: "/" };
}

self.addEventListener("push", (event) => {
  const message = readPush(event);
  if (!message) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      for (const client of windows) client.postMessage({ type: "ruchi-push", ...message });
      await self.registration.showNotification(message.title, {
        body: message.body,
        icon: "/favicon.svg",
        data: { url: message.url },
        tag: message.url,
      });
    })(),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if ("navigate" in open) await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

/*
 * The push service replaced (or dropped) this browser's subscription. Subscribe again with the
 * same server key and save the new one straight away (the session cookie goes along: same
 * origin), so pushes keep coming even when no page is open; open pages are told too and save
 * it again themselves, which the server treats as the same subscription.
 */
const SAVE_SUBSCRIPTION = `mutation WorkerSavePushSubscription($input: PushSubscriptionInput!) {
  savePushSubscription(input: $input) { id }
}`;

function callGraphql(query, variables) {
  return fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
}

self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(
    (async () => {
      let subscription = event.newSubscription ?? null;
      const serverKey = event.oldSubscription?.options?.applicationServerKey;
      if (!subscription && serverKey) {
        subscription = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
      }
      if (subscription) {
        const { endpoint, keys } = subscription.toJSON();
        // Signed out (or offline): the page saves it on the next sign-in instead.
        await callGraphql(SAVE_SUBSCRIPTION, { input: { endpoint, keys, userAgent: self.navigator.userAgent.slice(0, 512) } }).catch(() => undefined);
      }
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      for (const client of windows) client.postMessage({ type: "ruchi-push-subscription-changed" });
    })(),
  );
});
