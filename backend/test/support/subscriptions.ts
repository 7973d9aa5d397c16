import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print, type FormattedExecutionResult } from "graphql";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import type { VariablesOf } from "./graphql";

/** What a browser page on the app's own origin sends with its websocket. */
export interface SocketIdentity {
  /** "ruchi.sid=..." or none for an anonymous page. */
  cookie?: string;
  /** The page's origin; the app's own (the server's address) unless told otherwise. */
  origin?: string;
}

export interface LiveSubscription<TResult = unknown> {
  results: Array<FormattedExecutionResult<TResult, unknown>>;
  /** The error that ended it: GraphQL errors (formatted) or a close event. */
  error: unknown;
  completed: boolean;
  dispose(): void;
}

export interface SubscriptionSocket {
  client: Client;
  /** Subscribes with a typed document from `graphql()` in ../gql. */
  subscribe<TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    ...variables: VariablesOf<TVariables>
  ): LiveSubscription<TResult>;
  /** Subscribes with a document that is deliberately not valid (see gqlRaw in ./graphql). */
  subscribeRaw(query: string): LiveSubscription;
  close(): Promise<void>;
}

/** A graphql-ws client on the server's /graphql, with the page's cookie and Origin, and no retries. */
export function openSocket(httpUrl: string, identity: SocketIdentity = {}): SubscriptionSocket {
  const url = `${httpUrl.replace(/^http/, "ws")}/graphql`;
  const headers: Record<string, string> = { origin: identity.origin ?? new URL(httpUrl).origin };
  if (identity.cookie) headers.cookie = identity.cookie;
  class PageSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  const client = createClient({ url, webSocketImpl: PageSocket, retryAttempts: 0, lazy: false, onNonLazyError: () => {} });
  function start<TResult>(query: string, variables: unknown): LiveSubscription<TResult> {
    const live: LiveSubscription<TResult> = { results: [], error: undefined, completed: false, dispose: () => {} };
    live.dispose = client.subscribe<TResult>(
      { query, variables: (variables ?? {}) as Record<string, unknown> },
      {
        next: (result) => live.results.push(result),
        error: (error) => {
          live.error = error;
        },
        complete: () => {
          live.completed = true;
        },
      },
    );
    return live;
  }
  return {
    client,
    subscribe<TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, ...[variables]: VariablesOf<TVariables>) {
      return start<TResult>(print(document), variables);
    },
    subscribeRaw: (query) => start(query, {}),
    close: async () => {
      await client.dispose();
    },
  };
}

/** Waits until check() holds, polling; fails with `what` if it does not within 10 seconds. */
export async function eventually(what: string, check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting: ${what}`);
}

/** The codes of the GraphQL errors a subscription ended or was answered with. */
export function errorCodes(live: LiveSubscription): string[] {
  const fromError = Array.isArray(live.error) ? live.error : [];
  const fromResults = live.results.flatMap((result) => result.errors ?? []);
  return [...fromError, ...fromResults].map((error: { extensions?: { code?: string } }) => error.extensions?.code ?? "?");
}

/** The upgrade's HTTP status when the server refuses it (101 when it accepts). */
export function upgradeStatus(httpUrl: string, headers: Record<string, string>): Promise<number> {
  const socket = new WebSocket(`${httpUrl.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws", { headers });
  return new Promise((resolve, reject) => {
    socket.once("unexpected-response", (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once("open", () => {
      resolve(101);
      socket.close();
    });
    socket.once("error", (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}
