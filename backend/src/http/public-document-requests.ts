import { Router, type Request, type RequestHandler } from "express";
import { parse, type GraphQLSchema } from "graphql";
import { LRUCache } from "lru-cache";
import { isPublicDocument } from "../graphql/catalogue-cache-hints";
import { bearerSecret } from "./api-key-credentials";
import { graphqlParameters, queryText } from "./graphql-request-text";

/** Query texts remembered with their verdict: the app's documents and the partners' repeated ones, with room to spare. */
const MAX_TEXTS = 2000;

/**
 * The session and its user, skipped for requests whose document is public (catalogue-cache-hints.ts:
 * every field the same for every caller, so nothing in the answer may depend on who asks): the
 * shop's near-me, menu and search requests then cost no session store read, no cookie signature
 * check and no user lookup, signed in or not. Every other request, API key requests included (their
 * use is counted), goes through `withUser`, since its answer may depend on who asks. Needs the JSON body parsed first.
 */
export function sessionUnlessPublicDocument(
  schema: GraphQLSchema,
  trustedDocuments: ReadonlyMap<string, string>,
  withUser: readonly RequestHandler[],
): RequestHandler {
  const verdicts = new LRUCache<string, boolean>({ max: MAX_TEXTS });
  const isPublicText = (text: string): boolean => {
    let verdict = verdicts.get(text);
    if (verdict === undefined) {
      verdict = isPublicQueryText(schema, text);
      verdicts.set(text, verdict);
    }
    return verdict;
  };
  const isPublicRequest = (req: Request): boolean => {
    if (bearerSecret(req) !== null) return false;
    const text = queryText(graphqlParameters(req), trustedDocuments);
    return text !== null && isPublicText(text);
  };
  const sessionAndUser = Router().use(...withUser);
  return (req, res, next) => {
    if (isPublicRequest(req)) {
      req.user = null;
      next();
    } else {
      sessionAndUser(req, res, next);
    }
  };
}

function isPublicQueryText(schema: GraphQLSchema, text: string): boolean {
  try {
    return isPublicDocument(schema, parse(text, { noLocation: true }));
  } catch {
    // Not GraphQL: Apollo answers it, with the session as for any request.
    return false;
  }
}
