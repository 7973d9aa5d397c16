import type { Request } from "@playwright/test";

/**
 * The operation name of a GraphQL request over HTTP: from the URL of a GET (the app sends its
 * queries as GET, apollo.ts) or from the body of a POST (mutations, the early script's queries);
 * "(unnamed)" for an anonymous one, null for any request that is not to /graphql over HTTP.
 */
export function graphqlOperationName(request: Request): string | null {
  const url = new URL(request.url());
  if (url.pathname !== "/graphql") return null;
  if (request.method() === "GET") return url.searchParams.get("operationName") ?? "(unnamed)";
  if (request.method() !== "POST") return null;
  try {
    const body = request.postDataJSON() as { operationName?: unknown } | null;
    return typeof body?.operationName === "string" ? body.operationName : "(unnamed)";
  } catch {
    return "(not JSON)";
  }
}
