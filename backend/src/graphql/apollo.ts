import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import type { GraphQLSchema } from "graphql";
import type { Logger } from "../common/logger";
import type { RequestContext } from "../common/request-context";
import { compiledExecutorGateway, type CompiledDocuments } from "./compiled-executor";
import { createErrorFormatter } from "./format-error";
import { httpCachePolicyPlugin } from "./http-cache-policy";
import { armorProtection, queryCostPlugin } from "./limits";
import { trustedDocumentsPlugin } from "./trusted-documents";

/** An Apollo plugin under a stable name, by which the compiled public queries say how they honour it. */
export interface NamedPlugin {
  name: string;
  plugin: ApolloServerPlugin<RequestContext>;
}

/**
 * Every Apollo plugin the server installs, and the only place they are assembled. Requests that
 * http/compiled-public-queries.ts answers never reach Apollo, so none of these hooks run for them:
 * that file lists how it honours each plugin by name, and its spec fails when a plugin is missing
 * there. Armor's plugins are named by their place in its list (with limits.ts's options, one).
 */
export function apolloPlugins(
  schema: GraphQLSchema,
  options: { armor: ReturnType<typeof armorProtection>; trustedDocuments: ReadonlyMap<string, string> },
): NamedPlugin[] {
  return [
    ...options.armor.plugins.map((plugin, index) => ({ name: `graphql-armor plugin ${index + 1}`, plugin })),
    { name: "query cost", plugin: queryCostPlugin(schema) },
    // Cache hints are unused; the default cache-control plugin would wrap every field resolver.
    { name: "Apollo cache control, off", plugin: ApolloServerPluginCacheControlDisabled() },
    { name: "Apollo landing page, off", plugin: ApolloServerPluginLandingPageDisabled() },
    // The web app's queries by hash, and HTTP caching of the public catalogue (README "HTTP caching").
    { name: "trusted documents", plugin: trustedDocumentsPlugin(options.trustedDocuments) },
    { name: "HTTP cache policy", plugin: httpCachePolicyPlugin() },
  ];
}

/**
 * Depth, alias, token and cost limits; no stack traces; CSRF prevention on (Apollo's default).
 * No landing page of Apollo's (it loads Apollo's Sandbox from a CDN): a browser opening /graphql
 * gets Ruchi's own explorer (explorer-page.ts).
 */
export function createApolloServer(
  schema: GraphQLSchema,
  options: { introspection: boolean; logger: Logger; documents: CompiledDocuments; trustedDocuments: ReadonlyMap<string, string> },
) {
  const armor = armorProtection();
  return new ApolloServer<RequestContext>({
    gateway: compiledExecutorGateway(schema, options.documents),
    introspection: options.introspection,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: armor.allowBatchedHttpRequests,
    validationRules: armor.validationRules,
    plugins: apolloPlugins(schema, { armor, trustedDocuments: options.trustedDocuments }).map(({ plugin }) => plugin),
    formatError: createErrorFormatter(options.logger),
  });
}
