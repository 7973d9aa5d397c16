import { expect, type Page, type Request } from "@playwright/test";
import { graphqlOperationName } from "./graphql-operation";

/** The GraphQL requests a page sends over HTTP (not its live websocket), by operation name. */
export interface GraphqlRequests {
  /** Every operation the page has sent so far, in order ("(unnamed)" for an anonymous one). */
  readonly sent: readonly string[];
  /**
   * Waits until the page's live connection (graphql-ws) has been acknowledged and the queries the
   * app asks again on every connect (apollo.ts) have been answered: from then on a request is the
   * page's own doing.
   */
  liveConnectionSettled(): Promise<void>;
  /** Waits until every request sent so far has been answered. */
  answered(): Promise<void>;
}

/** Starts recording the page's GraphQL requests; call before the page navigates. */
export function recordGraphqlRequests(page: Page): GraphqlRequests {
  const sent: string[] = [];
  const unanswered = new Set<Request>();
  /** How many requests had been sent when the live connection was acknowledged (null: not yet). */
  let sentBeforeAck: number | null = null;

  page.on("request", (request) => {
    const operation = graphqlOperationName(request);
    if (operation === null) return;
    sent.push(operation);
    unanswered.add(request);
  });
  const settle = (request: Request) => unanswered.delete(request);
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
  page.on("websocket", (socket) => {
    socket.on("framereceived", ({ payload }) => {
      try {
        if ((JSON.parse(String(payload)) as { type?: unknown }).type === "connection_ack") sentBeforeAck = sent.length;
      } catch {
        // Not graphql-ws JSON: not the acknowledgement.
      }
    });
  });

  return {
    sent,
    liveConnectionSettled: () =>
      expect
        .poll(
          () =>
            sentBeforeAck === null ? "not acknowledged" : sent.length > sentBeforeAck && unanswered.size === 0 ? "settled" : "unanswered",
          {
            message: "the live connection is acknowledged and the queries asked again on connecting are answered",
            timeout: 30_000,
          },
        )
        .toBe("settled"),
    answered: () =>
      expect
        .poll(() => [...unanswered].map((request) => graphqlOperationName(request) ?? "(unnamed)"), {
          message: "every GraphQL request sent is answered",
        })
        .toEqual([]),
  };
}
