import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { eventKey, placedKey, type WatchRecord } from "./observations";
import { backoffMs, RECONNECT_BACKOFF } from "./retry";
import type { Clock } from "./soak-client";
import { OPS } from "./soak-operations";

/** What ended a subscription: the GraphQL errors' codes and messages, or the close event. */
function describe(error: unknown): string {
  if (Array.isArray(error))
    return error
      .map((e: { message?: string; extensions?: { code?: string } }) => `${e.extensions?.code ?? "?"}: ${e.message ?? ""}`)
      .join("; ");
  const close = error as { code?: number; reason?: string; message?: string };
  return close.code !== undefined ? `closed ${close.code} ${close.reason ?? ""}` : String(close.message ?? error);
}

export type LiveField = "orderUpdated" | "orderPlaced";

interface LiveOrder {
  id: string;
  status: string;
}

/**
 * One page's live connection through the load balancer, as the web app opens it (graphql-ws,
 * lazy, reconnecting for ever with the app's backoff; the session cookie of its time and the
 * page's Origin), with one or more subscriptions, each recorded in its own WatchRecord.
 */
export class LiveWatch {
  private readonly client: Client;
  private readonly disposers: Array<() => void> = [];
  private closing = false;
  readonly records: WatchRecord[] = [];

  constructor(
    baseUrl: string,
    cookie: () => string | null,
    private readonly clock: Clock,
  ) {
    const origin = new URL(baseUrl).origin;
    class PageSocket extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        const session = cookie();
        super(address, protocols, { headers: { origin, ...(session ? { cookie: session } : {}) } });
      }
    }
    const connected: WatchRecord[] = this.records;
    this.client = createClient({
      url: `${baseUrl.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: PageSocket,
      lazy: true,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, backoffMs(retries, Math.random(), RECONNECT_BACKOFF))),
      on: { connected: () => connected.forEach((record) => (record.connections += 1)) },
    });
  }

  /** Subscribes to one field; events are recorded by the change they tell of. */
  subscribe(label: string, field: LiveField): WatchRecord {
    const record: WatchRecord = { label, events: [], endedAtMs: null, endReason: null, connections: 0, errorResults: 0 };
    this.records.push(record);
    const end = (reason: string) => {
      if (!this.closing && record.endedAtMs === null) Object.assign(record, { endedAtMs: this.clock(), endReason: reason });
    };
    this.disposers.push(
      this.client.subscribe<Record<LiveField, LiveOrder>>(
        { query: field === "orderPlaced" ? OPS.orderPlaced : OPS.orderUpdated },
        {
          next: (result) => {
            const order = result.data?.[field];
            if (result.errors?.length) record.errorResults += 1;
            else if (order)
              record.events.push({
                receivedAtMs: this.clock(),
                key: field === "orderPlaced" ? placedKey(order.id) : eventKey(order.id, order.status),
              });
          },
          error: (error) => end(describe(error)),
          complete: () => end("completed by the server"),
        },
      ),
    );
    return record;
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const dispose of this.disposers.splice(0)) dispose();
    await this.client.dispose();
  }
}
