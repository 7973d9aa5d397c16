import type { Request, RequestHandler } from "express";
import type { CompiledDocuments } from "../graphql/compiled-executor";
import { bearerSecret } from "./api-key-credentials";
import { graphqlParameters, queryText, type GraphqlParameters } from "./graphql-request-text";
import type { ContextFactory } from "./request-context-factory";

/** Apollo Server's content types for a single result, by the names its Accept negotiation uses. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  "application/json": "application/json; charset=utf-8",
  "application/graphql-response+json": "application/graphql-response+json; charset=utf-8",
};
const ACCEPTABLE = Object.keys(CONTENT_TYPES);

interface PublicQueryRequest {
  text: string;
  operationName: string | undefined;
  variables: Record<string, unknown>;
}

/**
 * How a request answered here keeps what each Apollo plugin of the server (graphql/apollo.ts,
 * apolloPlugins) does, by the plugin's name: such a request runs none of their hooks, so each one
 * must be done here too or not concern it. compiled-public-queries.spec.ts fails when the server
 * installs a plugin missing here. The answer-size cap and the request log are express middleware
 * ahead of both paths (app.ts), and the graphql-armor validation rules judge a text once, as Apollo
 * validated every text answered here.
 */
export const HONOURED_APOLLO_PLUGINS: Readonly<Record<string, string>> = {
  "graphql-armor plugin 1":
    "the token limit (armor's only plugin with graphql/limits.ts's options), checked when Apollo parsed the text: only a text Apollo has answered is answered here",
  "query cost":
    "checked here for each request's variables (CompiledDocuments.publicQuery); a request over the limit goes to Apollo, which refuses it",
  "trusted documents": "a persisted hash is read from the same manifest (queryText); any other hash goes to Apollo",
  "HTTP cache policy":
    "acts on GETs only, which go to Apollo; a POST answered here keeps graphqlCacheDefaults' no-store, as Apollo's answer does",
  "Apollo cache control, off": "not installed: nothing to do",
  "Apollo landing page, off": "not installed, and a landing page answers GETs only",
};

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * The shop's catalogue reads (near-me, a menu, search, banners), answered without Apollo's
 * request pipeline once Apollo has answered the same text before: a POST of a public query
 * (catalogue-cache-hints.ts) that Apollo parsed, validated, limited and ran, and the compiled
 * executor then compiled (graphql/compiled-executor.ts), runs that compiled query with the
 * request's variables and answers what Apollo would: the same body, status and content type
 * (compiled-public-queries.test compares them). It saves Apollo's per-request work (hashing the
 * text, negotiating, the plugin hooks, copying the headers), a fifth of such a request's time.
 *
 * Anything else goes on to Apollo, unchanged: a first sighting, a GET (its cache headers are the
 * cache policy's), an API key request (its use is counted), extensions other than one of the
 * app's persisted hashes, parameters of the wrong shape, an Accept it cannot serve, and any
 * result with errors (a public query changes nothing, so Apollo running it again costs only time,
 * and its errors are formatted as always). Public queries read no session (public-document-requests.ts).
 */
export function answerCompiledPublicQueries(
  documents: CompiledDocuments,
  trustedDocuments: ReadonlyMap<string, string>,
  contextFor: ContextFactory,
): RequestHandler {
  return (req, res, next) => {
    const request = publicQueryRequest(req, trustedDocuments);
    const run = request && documents.publicQuery(request.text, request.operationName);
    const accepted = run && (req.headers.accept === undefined ? ACCEPTABLE[0] : req.accepts(ACCEPTABLE));
    if (!request || !run || !accepted) return next();
    req.user = null;
    run(contextFor(req, res), request.variables).then(
      (result) => {
        if (result.errors !== undefined) return next();
        res.setHeader("content-type", CONTENT_TYPES[accepted]!);
        res.status(200).send(`${JSON.stringify({ data: result.data })}\n`);
      },
      () => next(),
    );
  };
}

/** A POST whose parameters have the plain shapes Apollo accepts without a word, or null. */
function publicQueryRequest(req: Request, trustedDocuments: ReadonlyMap<string, string>): PublicQueryRequest | null {
  if (req.method !== "POST" || bearerSecret(req) !== null) return null;
  const parameters = graphqlParameters(req);
  if (!parameters || !plainExtensions(parameters, trustedDocuments)) return null;
  const { operationName, variables } = parameters;
  if (operationName != null && typeof operationName !== "string") return null;
  if (variables != null && !isRecord(variables)) return null;
  const text = queryText(parameters, trustedDocuments);
  return text === null ? null : { text, operationName: operationName ?? undefined, variables: variables ?? {} };
}

/** No extensions, or only one of the app's persisted-query hashes in place of the text. */
function plainExtensions(parameters: GraphqlParameters, trustedDocuments: ReadonlyMap<string, string>): boolean {
  const { extensions, query } = parameters;
  if (extensions == null) return typeof query === "string";
  if (!isRecord(extensions) || query !== undefined) return false;
  const keys = Object.keys(extensions);
  const persisted = extensions.persistedQuery;
  return (
    keys.length === 1 &&
    isRecord(persisted) &&
    persisted.version === 1 &&
    typeof persisted.sha256Hash === "string" &&
    trustedDocuments.has(persisted.sha256Hash)
  );
}
