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
