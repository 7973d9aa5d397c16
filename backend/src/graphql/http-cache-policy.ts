import type { ServerResponse } from "node:http";
import type { ApolloServerPlugin, GraphQLRequestContextWillSendResponse, GraphQLRequestListener } from "@apollo/server";
import type { RequestHandler } from "express";
import type { DocumentNode, GraphQLSchema } from "graphql";
import type { RequestContext } from "../common/request-context";
import { isPublicDocument, PUBLIC_CACHE_CONTROL } from "./catalogue-cache-hints";

/** Every answer that is not public. */
export const NOT_CACHEABLE = "no-store";

const verdicts = new WeakMap<DocumentNode, boolean>();

/**
 * isPublicDocument (catalogue-cache-hints.ts), remembered per parsed document: Apollo keeps each
 * parsed document and hands the same object to every request with that text.
 */
export function publicDocument(schema: GraphQLSchema, document: DocumentNode): boolean {
  let verdict = verdicts.get(document);
  if (verdict === undefined) {
    verdict = isPublicDocument(schema, document);
    verdicts.set(document, verdict);
  }
  return verdict;
}

type Answer = GraphQLRequestContextWillSendResponse<RequestContext>;

/**
 * The search parameter that asks for an answer no cache keeps (`/graphql?fresh&query=...`): the
 * staff's screens (admin panel, kitchen, rider) ask again right after an edit and must see it,
 * so the app sends their queries with it (apollo.ts). Being in the URL, it is also in every
 * cache's key: a copy of the shop's answer is never handed to them.
 */
export const FRESH_PARAMETER = "fresh";

/**
 * A GET of a public document (above) that answered without errors, without an API key and
 * without `fresh`: public for max-age seconds. The answer is the same whoever asks (the session
 * cookie changes nothing in it: a test compares the bodies and ETags of a visitor, a customer
 * and an admin), so the shop's signed-in customers fill the CDN too. Everything else is
 * no-store: POST, mutations, anything personal or admin-only, errors, API keys, `fresh`.
 */
function isPublicAnswer({ request, response, document, operation, contextValue, schema }: Answer): boolean {
  return (
    request.http?.method === "GET" &&
    response.body.kind === "single" &&
    response.body.singleResult.errors === undefined &&
    !contextValue.apiKey &&
    document !== undefined &&
    operation?.operation === "query" &&
    publicDocument(schema, document) &&
    !new URLSearchParams(request.http.search).has(FRESH_PARAMETER)
  );
}

/** One listener for every GET: no state of its own, nothing allocated per request. */
const listener: GraphQLRequestListener<RequestContext> = {
  async willSendResponse(answer) {
    const { headers } = answer.response.http;
    if (isPublicAnswer(answer)) {
      headers.set("cache-control", PUBLIC_CACHE_CONTROL);
      // Apollo picks the answer's content type from Accept.
      headers.set("vary", "accept");
    } else {
      headers.set("cache-control", NOT_CACHEABLE);
    }
  },
};

/**
 * Cache-Control from the cache hints above, decided per document instead of per resolver: Apollo's
 * own cache-control plugin stays off (it wraps every field resolver of every request, the near-me
 * path's too). The ETag (a hash of the body; `If-None-Match` answers 304) is express's, made by
 * `res.send` for every answer. Needs graphqlCacheDefaults (below) ahead of Apollo on the route.
 */
export function httpCachePolicyPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    // A POST (the near-me path) gets nothing more: graphqlCacheDefaults made it no-store already.
    async requestDidStart({ request }) {
      return request.http?.method === "GET" ? listener : undefined;
    },
  };
}

/**
 * Before everything else on /graphql: every answer is no-store unless the plugin above makes it
 * public, the ones Apollo's plugins never see included (a CSRF refusal, a body that is not JSON,
 * a session store that is down), so no CDN keeps an error for a URL. And a GET's answer that
 * carries a cookie after all (express-session adds Set-Cookie as the headers go out, after the
 * plugin) is made no-store there: a shared cache must never hand one person's cookie to others.
 * Mounted ahead of the session middleware, its check runs after the session has set its cookie.
 */
export const graphqlCacheDefaults: RequestHandler = (req, res, next) => {
  res.setHeader("cache-control", NOT_CACHEABLE);
  if (req.method === "GET") neverPublicWithCookie(res);
  next();
};

function neverPublicWithCookie(res: ServerResponse) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (this.hasHeader("set-cookie") && this.getHeader("cache-control") !== NOT_CACHEABLE) this.setHeader("cache-control", NOT_CACHEABLE);
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}
