import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { OperationTypeNode, type DocumentNode } from "graphql";
import { mergeMap, Observable, of, type Subscription } from "rxjs";
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
 * The admin panel's, the kitchen's and the rider's pages ask again right after an edit and must
 * show it: their queries go to `/graphql?fresh`, whose answers no cache keeps (the shop's public
 * catalogue answers may be up to a minute old in a CDN: README "HTTP caching").
 */
const STAFF_AREA = /^\/(admin|kitchen|rider)(\/|$)/i;

/**
 * Queries go as GET, so the service worker can keep their answers for offline use (their URLs
 * stay under ~2.5 kB: the largest document is ~1.6 kB encoded); mutations stay POST and are never
 * kept. `apollo-require-preflight` tells the server's CSRF prevention that a GET is the app's
 * own: no other site can make a browser send that header here.
 *
 * `cache: "no-cache"`: the browser asks again every time, with the ETag of its copy (answered
 * 304 when nothing changed), instead of answering from its HTTP cache while the copy is young;
 * the catalogue's answers are public for 30 s (README "HTTP caching"), but what the app shows
 * right after an edit is the server's (or the CDN's) answer, not an older copy of its own.
 */
const httpLink = new HttpLink({
  uri: () => (STAFF_AREA.test(window.location.pathname) ? "/graphql?fresh" : "/graphql"),
  credentials: "same-origin",
  useGETForQueries: true,
  headers: { "apollo-require-preflight": "true" },
  fetchOptions: { cache: "no-cache" },
  // No `extensions.clientLibrary`: a query by hash has the early script's URL (one CDN entry).
  enhancedClientAwareness: { transport: false },
});

/** The SHA-256 codegen gave a public catalogue document (codegen.ts), on the document itself; the others have none. */
const documentHash = (document: DocumentNode): string | undefined =>
  (document as DocumentNode & { __meta__?: { hash?: string } }).__meta__?.hash;

/** PERSISTED_QUERY_NOT_FOUND (the server does not know the hash: another build's) or _NOT_SUPPORTED. */
const hashRefused = (result: ApolloLink.Result) =>
  "errors" in result && !!result.errors?.some((error) => String(error.extensions?.code).startsWith("PERSISTED_QUERY_NOT_"));

/**
 * The public catalogue's queries by hash: a GET naming the document by its SHA-256 (Apollo's
 * persisted query format, `extensions.persistedQuery`) instead of carrying its text, a short URL
 * whose answer a CDN can keep (README "HTTP caching"). A server that does not know the hash
 * answers PERSISTED_QUERY_NOT_FOUND, and the query goes again with its text. Every other
 * operation goes with its text: its answer is the caller's own, which no shared cache may keep,
 * so a short URL would gain nothing. (What Apollo's PersistedQueryLink does, for the one
 * case the app needs, in ~0.6 KB less of the entry, which is at its budget: docs/architecture.md#budgets.)
 */
const byHashLink = new ApolloLink((operation, forward) => {
  const hash = documentHash(operation.query);
  if (hash === undefined || operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
  operation.extensions.persistedQuery = { version: 1, sha256Hash: hash };
  operation.setContext({ http: { includeQuery: false, includeExtensions: true } });
  return forward(operation).pipe(
    mergeMap((result) => {
      if (!hashRefused(result)) return of(result);
      delete operation.extensions.persistedQuery;
      operation.setContext({ http: { includeQuery: true, includeExtensions: false } });
      return forward(operation);
    }),
  );
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
    ApolloLink.from([languageLink, byHashLink, httpLink]),
  ),
  // A line's choice is a snapshot (an order keeps the name it was sold under), not the menu's
  // option: kept inside its line, never merged with another line's choice of the same id.
  cache: new InMemoryCache({ typePolicies: { ChosenOption: { keyFields: false } } }),
  dataMasking: true,
});

// Logout (and login) reset the store: the signed-in user changed, so does the socket's.
apolloClient.onResetStore(async () => closeLiveConnection());
apolloClient.onClearStore(async () => closeLiveConnection());
