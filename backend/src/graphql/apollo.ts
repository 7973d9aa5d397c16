import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import type { GraphQLSchema } from "graphql";
import type { Logger } from "../common/logger";
import type { RequestContext } from "../common/request-context";
import { compiledExecutorGateway, type CompiledDocuments } from "./compiled-executor";
import { createErrorFormatter } from "./format-error";
import { armorProtection, queryCostPlugin } from "./limits";

/**
 * Depth, alias, token and cost limits; no stack traces; CSRF prevention on (Apollo's default).
 * No landing page of Apollo's (it loads Apollo's Sandbox from a CDN): a browser opening /graphql
 * gets Ruchi's own explorer (explorer-page.ts).
 */
export function createApolloServer(schema: GraphQLSchema, options: { introspection: boolean; logger: Logger; documents: CompiledDocuments }) {
  const protection = armorProtection();
  return new ApolloServer<RequestContext>({
    gateway: compiledExecutorGateway(schema, options.documents),
    introspection: options.introspection,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: protection.allowBatchedHttpRequests,
    validationRules: protection.validationRules,
    // Cache hints are unused; the default cache-control plugin would wrap every field resolver.
    plugins: [...protection.plugins, queryCostPlugin(schema), ApolloServerPluginCacheControlDisabled(), ApolloServerPluginLandingPageDisabled()],
    formatError: createErrorFormatter(options.logger),
  });
}
