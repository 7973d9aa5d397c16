import { expect, type Page, type WebSocketRoute } from "@playwright/test";

/**
 * Stands between the page and the server's websocket (graphql-ws on /graphql) and can take the
 * connection down like a restarting server or a phone losing signal: the open socket is closed
 * and new ones are refused until the connection is allowed back. Refused with `refuseCode`:
 * 1012 "service restart" by default, which the app's websocket client tries again after, as
 * after a real outage; 1011 (a server error) makes the client give up.
 */
export async function breakableLiveConnection(page: Page, { refuseCode = 1012 }: { refuseCode?: number } = {}) {
  let down = false;
  let connections = 0;
  let refusals = 0;
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    if (down) {
      refusals += 1;
      void socket.close({ code: refuseCode, reason: "E2E: server unreachable" });
      return;
    }
    connections += 1;
    open.add(socket);
    socket.onClose(() => open.delete(socket));
    socket.connectToServer();
  });
  return {
    connections: () => connections,
    /** Waits until the page has opened more than `count` connections in all. */
    opened: (count: number) =>
      expect.poll(() => connections, { message: "live connections the page opened", timeout: 30_000 }).toBeGreaterThan(count),
    /** Waits until the page has tried to connect while the connection was down (and was refused). */
    refused: () => expect.poll(() => refusals, { message: "connections refused", timeout: 30_000 }).toBeGreaterThan(0),
    async drop() {
      down = true;
      refusals = 0;
      await Promise.all([...open].map((socket) => socket.close({ code: 1001, reason: "E2E: connection lost" })));
      open.clear();
    },
    restore() {
      down = false;
    },
  };
}
