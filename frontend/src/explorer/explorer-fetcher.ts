import { createGraphiQLFetcher, type Fetcher } from "@graphiql/toolkit";

/**
 * GraphiQL's requests to this server's /graphql, as the browser's signed-in person (same-origin
 * fetch sends the session cookie). They are POSTs with `Content-Type: application/json`, which
 * Apollo's CSRF prevention accepts (no simple cross-site form could send it); subscriptions go
 * over the app's own graphql-ws connection on the same path.
 */
export function explorerFetcher(location: Pick<Location, "origin" | "protocol" | "host">): Fetcher {
  const socketProtocol = location.protocol === "https:" ? "wss:" : "ws:";
  return createGraphiQLFetcher({
    url: `${location.origin}/graphql`,
    subscriptionUrl: `${socketProtocol}//${location.host}/graphql`,
  });
}
