import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { OperationTypeNode } from "graphql";
import { Observable, type Subscription } from "rxjs";
import type { LiveLink } from "./common/live/live-link";
import { currentLanguage } from "./i18n/i18n";

/**
 * Queries and mutations go over HTTP. Subscriptions go over a websocket (graphql-ws) whose code
 * is downloaded only when the first subscription starts, so pages without live data (the shop
 * home, the listing, a menu) never load it.
 */
let liveLink: Promise<LiveLink> | null = null;

function loadLiveLink(): Promise<LiveLink> {
  liveLink ??= import("./common/live/live-link").then(({ createLiveLink }) =>
    // Once connected (again), what the page shows may have changed meanwhile: ask again.
    createLiveLink(() => void apolloClient.refetchObservableQueries().catch(() => undefined)),
  );
  // A failed download (offline) is tried again by the next subscription.
  liveLink.catch(() => {
    liveLink = null;
  });
  return liveLink;
}

/** Hands each subscription to the websocket link once its code is there. */
const lazySubscriptionLink = new ApolloLink(
  (operation) =>
    new Observable<ApolloLink.Result>((observer) => {
      let inner: Subscription | undefined;
      let closed = false;
      loadLiveLink().then(
        ({ link }) => {
          if (!closed) inner = link.request(operation, () => new Observable()).subscribe(observer);
        },
        (error: unknown) => observer.error(error),
      );
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    }),
);

/**
 * Closes the websocket: it was authenticated by the session cookie of its time, so after a
 * sign-out (or sign-in as someone else) the next subscription opens a new one.
 */
function closeLiveConnection() {
  const current = liveLink;
  liveLink = null;
  void current?.then(({ dispose }) => dispose()).catch(() => undefined);
}

/**
 * Every request says which language the user reads (`Accept-Language`), so the server's texts
 * (a sign-up's e-mail, a message it sends back) come in it; asked per request, as it can change.
 */
const languageLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, "Accept-Language": currentLanguage() },
  }));
  return forward(operation);
});

/**
 * Queries go as GET, so the service worker can keep their answers for offline use (their URLs
 * stay under ~2.5 kB: the largest document is ~1.6 kB encoded); mutations stay POST and are never
 * kept. `apollo-require-preflight` tells the server's CSRF prevention that a GET is the app's
 * own: no other site can make a browser send that header here.
 */
const httpLink = new HttpLink({
  uri: "/graphql",
  credentials: "same-origin",
  useGETForQueries: true,
  headers: { "apollo-require-preflight": "true" },
});

/**
 * One client for the whole app: same-origin /graphql with the session cookie, and one
 * normalised cache (objects by __typename and id), so a user or an order fetched by one page
 * updates every other page that shows it (a subscription's order included), and a mutation that
 * answers with the fragments of the components showing what it changed needs no refetch.
 *
 * Data masking: a query or mutation result holds only the fields its own document names; the
 * fields of a spread fragment are read by the component declaring it (`useFragment`), which then
 * re-renders alone when they change. Cache reads and writes (`cache.readFragment`, `update`,
 * `updateQuery`) still see whole objects.
 */
export const apolloClient = new ApolloClient({
  link: ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    lazySubscriptionLink,
    ApolloLink.from([languageLink, httpLink]),
  ),
  cache: new InMemoryCache(),
  dataMasking: true,
});

// Logout (and login) reset the store: the signed-in user changed, so does the socket's.
apolloClient.onResetStore(async () => closeLiveConnection());
apolloClient.onClearStore(async () => closeLiveConnection());
