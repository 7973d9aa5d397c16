import type { Request } from "express";

export interface GraphqlParameters {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
}

/** The request's GraphQL parameters: the JSON body of a POST (a batch is never public), a GET's search parameters. */
export function graphqlParameters(req: Request): GraphqlParameters | null {
  if (req.method === "GET") return req.query as GraphqlParameters;
  const body: unknown = req.body;
  return body !== null && typeof body === "object" && !Array.isArray(body) ? (body as GraphqlParameters) : null;
}

/** The query text, or the trusted document a persisted-query hash names (graphql/trusted-documents.ts). */
export function queryText(parameters: GraphqlParameters | null, trustedDocuments: ReadonlyMap<string, string>): string | null {
  if (!parameters) return null;
  if (typeof parameters.query === "string") return parameters.query;
  const hash = persistedHash(parameters.extensions);
  return hash === null ? null : (trustedDocuments.get(hash) ?? null);
}

function persistedHash(extensions: unknown): string | null {
  let value = extensions;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const hash = (value as { persistedQuery?: { sha256Hash?: unknown } } | null)?.persistedQuery?.sha256Hash;
  return typeof hash === "string" ? hash : null;
}
