import { expect, type Page } from "@playwright/test";

/** The live subscriptions a page has started (graphql-ws `subscribe` messages), by operation name. */
export interface LiveSubscriptions {
  /**
   * Waits until the page has asked the server for this subscription. An event published before
   * that is not the page's to hear (it reads the data it missed on its next visit), so a test that
   * expects a change to arrive live makes the change only after this.
   */
  started(operationName: string): Promise<void>;
}

/** Starts recording the page's live subscriptions; call before the page navigates. */
export function recordLiveSubscriptions(page: Page): LiveSubscriptions {
  const started: string[] = [];
  page.on("websocket", (socket) => {
    socket.on("framesent", ({ payload }) => {
      try {
        const message = JSON.parse(String(payload)) as { type?: unknown; payload?: { operationName?: unknown; query?: unknown } };
        if (message.type !== "subscribe") return;
        const name = message.payload?.operationName ?? /subscription\s+(\w+)/.exec(String(message.payload?.query ?? ""))?.[1];
        if (typeof name === "string") started.push(name);
      } catch {
        // Not graphql-ws JSON: not a subscription.
      }
    });
  });
  return {
    started: (operationName) =>
      expect
        .poll(() => started.includes(operationName), { message: `the page subscribed to ${operationName}`, timeout: 30_000 })
        .toBe(true),
  };
}
