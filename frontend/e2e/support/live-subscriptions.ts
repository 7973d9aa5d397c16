import { expect, type Page } from "@playwright/test";

/** The live subscriptions a page has started (graphql-ws `subscribe` messages), by operation name. */
export interface LiveSubscriptions {
  /**
   * Waits until the page has asked the server for this subscription and the server listens for
   * it. An event published before that is not the page's to hear (it reads the data it missed on
   * its next visit), so a test that expects a change to arrive live makes the change only after this.
   */
  started(operationName: string): Promise<void>;
}

/**
 * The event topics each of the app's subscriptions hears (the backend's @Subscription `topics`).
 * The server counts a subscription on its topics once its event bus confirmed it (the metric
 * `ruchi_live_subscriptions{topic}`); the page's `subscribe` message alone leaves a moment in
 * which a change is published before the server listens.
 */
const TOPICS_OF_OPERATION: Readonly<Record<string, readonly string[]>> = {
  AdminOrderPlaced: ["ORDER_PLACED"],
  AdminOrderUpdated: ["ORDER_UPDATED"],
  CustomerOrderUpdated: ["ORDER_UPDATED"],
  KitchenOrderChanged: ["ORDER_PLACED", "ORDER_UPDATED"],
  RiderOrderChanged: ["ORDER_UPDATED"],
};

/** How many subscriptions the app at `origin` holds live on `topic` (its /metrics answers this machine). */
async function serverListeners(origin: string, topic: string): Promise<number> {
  const answer = await fetch(`${origin}/metrics`);
  if (!answer.ok) throw new Error(`GET /metrics answered ${answer.status}`);
  const series = `ruchi_live_subscriptions{topic="${topic}"} `;
  const line = (await answer.text()).split("\n").find((row) => row.startsWith(series));
  return line === undefined ? 0 : Number(line.slice(series.length));
}

type WsMessage = { type?: unknown; id?: unknown; payload?: { operationName?: unknown; query?: unknown } };

const parsed = (payload: string | Buffer): WsMessage | null => {
  try {
    return JSON.parse(String(payload)) as WsMessage;
  } catch {
    return null; // Not graphql-ws JSON: not a subscription's message.
  }
};

/** Starts recording the page's live subscriptions; call before the page navigates. */
export function recordLiveSubscriptions(page: Page): LiveSubscriptions {
  const started = new Set<string>();
  /** The page's subscriptions not ended yet, by socket and id: their operation names. */
  const open = new Map<string, string>();
  let sockets = 0;
  page.on("websocket", (socket) => {
    const socketKey = String((sockets += 1));
    const end = (id: unknown) => open.delete(`${socketKey}:${String(id)}`);
    socket.on("framesent", ({ payload }) => {
      const message = parsed(payload);
      if (message?.type === "complete") end(message.id);
      if (message?.type !== "subscribe") return;
      const name = message.payload?.operationName ?? /subscription\s+(\w+)/.exec(String(message.payload?.query ?? ""))?.[1];
      if (typeof name !== "string") return;
      started.add(name);
      open.set(`${socketKey}:${String(message.id)}`, name);
    });
    socket.on("framereceived", ({ payload }) => {
      const message = parsed(payload);
      if (message?.type === "complete" || message?.type === "error") end(message.id);
    });
    socket.on("close", () => {
      for (const key of [...open.keys()]) if (key.startsWith(`${socketKey}:`)) open.delete(key);
    });
  });
  return {
    async started(operationName) {
      const topics = TOPICS_OF_OPERATION[operationName];
      if (!topics) throw new Error(`Name the topics that ${operationName} hears in TOPICS_OF_OPERATION.`);
      await expect
        .poll(() => started.has(operationName), { message: `the page subscribed to ${operationName}`, timeout: 30_000 })
        .toBe(true);
      const origin = new URL(page.url()).origin;
      for (const topic of topics) {
        // At least as many live on the topic as this page holds open: the server listens for each.
        const holds = () => [...open.values()].filter((name) => TOPICS_OF_OPERATION[name]?.includes(topic)).length;
        await expect
          .poll(async () => (await serverListeners(origin, topic)) >= holds(), {
            message: `the server listens on ${topic} for ${operationName}`,
            timeout: 30_000,
          })
          .toBe(true);
      }
    },
  };
}
