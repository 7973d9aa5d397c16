/// <reference lib="webworker" />
import type { RouteMatchCallbackOptions, WorkboxPlugin } from "workbox-core/types";
import { ExpirationPlugin } from "workbox-expiration";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { CACHE_NAMES } from "../common/network/cache-names";

declare const self: ServiceWorkerGlobalScope;

/**
 * Answers to GraphQL queries, kept so the last-seen shop pages have their data offline: the app's
 * queries (GET, apollo.ts: with their text, or by hash for the public catalogue) and the early
 * script's (frontend/scripts/early-start.ts, asked before the app's code is there: POST, or GET
 * by hash). Network first, so a connected phone always sees fresh data; the copy answers only
 * when the network fails or is slower than NETWORK_TIMEOUT_SECONDS.
 * Mutations are never cached: they never match (GET) or pass straight through (POST).
 */

const NETWORK_TIMEOUT_SECONDS = 4;
const ENDPOINT = "/graphql";

/** Where one query's answer is kept: its operation and its variables, whoever asked. */
interface AnswerKey {
  cacheKey: string;
}

/** JSON with the keys of every object sorted: equal variables give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, inner]) => inner !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * The same key for the app's GET and the early script's POST or GET of one query with equal
 * variables (their query texts differ in layout, and one may send a hash instead, so neither is
 * part of it; operation names are unique in the app, codegen checks it). A new version of the
 * app empties these answers (sw.ts), so an answer always has the fields its version's query asks
 * for.
 */
function answerKey(operationName: string, variables: unknown): AnswerKey {
  const search = new URLSearchParams({ operationName, variables: canonicalJson(variables ?? {}) });
  return { cacheKey: `${self.location.origin}${ENDPOINT}?${search.toString()}` };
}

const isQuery = (query: string) => /^\s*query\b/.test(query);

/**
 * A query by hash: `extensions={"persistedQuery":{..."sha256Hash"}}` and no text. Only queries go
 * as GET (the server refuses anything else over GET).
 */
function isPersistedQuery(extensions: string | null): boolean {
  try {
    const parsed = JSON.parse(extensions ?? "null") as { persistedQuery?: { sha256Hash?: unknown } } | null;
    return typeof parsed?.persistedQuery?.sha256Hash === "string";
  } catch {
    return false;
  }
}

/** An Apollo GET query: `?query=...&operationName=...&variables=...`, or the hash instead of the text. */
function matchGetQuery({ url, sameOrigin }: RouteMatchCallbackOptions): AnswerKey | null {
  if (!sameOrigin || url.pathname !== ENDPOINT) return null;
  const operationName = url.searchParams.get("operationName");
  const query = url.searchParams.get("query");
  if (!operationName) return null;
  if (query === null ? !isPersistedQuery(url.searchParams.get("extensions")) : !isQuery(query)) return null;
  try {
    return answerKey(operationName, JSON.parse(url.searchParams.get("variables") ?? "{}"));
  } catch {
    return null;
  }
}

/**
 * A JSON POST to /graphql that did not come from Apollo Client (which marks every request with
 * `apollo-require-preflight` and sends its queries as GET): the early script's queries.
 */
function matchEarlyPost({ url, sameOrigin, request }: RouteMatchCallbackOptions): boolean {
  return (
    sameOrigin &&
    url.pathname === ENDPOINT &&
    !request.headers.has("apollo-require-preflight") &&
    (request.headers.get("content-type") ?? "").startsWith("application/json")
  );
}

async function answerKeyOfPost(request: Request): Promise<AnswerKey | null> {
  try {
    const body = (await request.clone().json()) as { operationName?: unknown; query?: unknown; variables?: unknown };
    if (typeof body.operationName !== "string" || typeof body.query !== "string" || !isQuery(body.query)) return null;
    return answerKey(body.operationName, body.variables);
  } catch {
    return null;
  }
}

/** Only whole answers are kept: status 200 with data and no errors (never "not signed in"). */
async function isCompleteAnswer(response: Response): Promise<boolean> {
  if (response.status !== 200) return false;
  try {
    const body = (await response.clone().json()) as { data?: unknown; errors?: unknown };
    return body.data !== null && body.data !== undefined && body.errors === undefined;
  } catch {
    return false;
  }
}

const keyedByOperation: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request, params }) => (params as Partial<AnswerKey> | undefined)?.cacheKey ?? request,
  cacheWillUpdate: async ({ response }) => ((await isCompleteAnswer(response)) ? response : null),
};

const answers = new NetworkFirst({
  cacheName: CACHE_NAMES.data,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  // The keys are made up (no headers): the server's Vary (Accept-Encoding ...) must not count.
  matchOptions: { ignoreVary: true },
  plugins: [keyedByOperation, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true })],
});

export function cacheGraphqlAnswers(): void {
  registerRoute(matchGetQuery, answers, "GET");
  registerRoute(
    matchEarlyPost,
    async ({ request, event }) => {
      const key = await answerKeyOfPost(request);
      return key ? answers.handle({ request, event, params: { ...key } }) : fetch(request);
    },
    "POST",
  );
}
