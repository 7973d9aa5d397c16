import type { ApolloLink } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { createClient } from "graphql-ws/client";
import { liveSocketUrl, reconnectDelayMs } from "./live-connection";

export interface LiveLink {
  /** Carries subscriptions over the websocket. */
  link: ApolloLink;
  /** Closes the websocket for good (the next subscription needs a new LiveLink). */
  dispose: () => void;
}

/**
 * The websocket side of the Apollo link, loaded only when the first subscription starts (see
 * apollo.ts). One socket per page, opened on demand and closed when the last subscription
 * ends; the session cookie authenticates it (same origin). A dropped connection is retried for
 * ever with capped backoff. Each time the socket is (re)connected, `onConnected` lets the app
 * fetch again what it shows: a change made while the connection was down, or between the
 * page's first fetch and its subscription starting, would otherwise never arrive.
 */
export function createLiveLink(onConnected: () => void): LiveLink {
  const client = createClient({
    url: liveSocketUrl(window.location),
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    // Network errors (not only close events) are worth another try too: the server may be restarting.
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries, Math.random()))),
    on: {
      connected: () => onConnected(),
    },
  });
  return { link: new GraphQLWsLink(client), dispose: () => void client.dispose() };
}
