import type { GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { databaseAway } from "../common/database-away";
import { isAppError } from "../common/errors";
import type { Logger } from "../common/logger";

/** Codes Apollo and graphql-js set themselves for malformed requests; passed through as they are. */
const REQUEST_ERROR_CODES = new Set([
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_USER_INPUT",
  "OPERATION_RESOLUTION_FAILURE",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "BAD_REQUEST",
]);

/** AppError (validation included: schema.ts) -> extensions.code; a database that is away -> SERVICE_UNAVAILABLE; the rest is hidden. */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const base = { locations: formatted.locations, path: formatted.path };
    if (isAppError(original)) {
      return { ...base, message: original.message, extensions: { code: original.code, ...original.details } };
    }
    const code = formatted.extensions?.code;
    if (typeof code === "string" && REQUEST_ERROR_CODES.has(code)) {
      return { ...base, message: formatted.message, extensions: { code } };
    }
    const away = databaseAway(original);
    if (away) {
      logger.warn({ err: (original as Error).message, path: formatted.path }, away.message);
      return { ...base, message: away.message, extensions: { code: away.code } };
    }
    logger.error({ err: original, path: formatted.path }, "unexpected GraphQL error");
    return { ...base, message: "Something went wrong. Please try again.", extensions: { code: "INTERNAL_SERVER_ERROR" } };
  };
}
