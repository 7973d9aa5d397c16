import type { ApolloServerPlugin } from "@apollo/server";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import type { GraphQLSchema } from "graphql";
import { costRefusal } from "./query-cost-check";

/** Tokens in one operation's document: larger documents are refused before they are parsed in full. */
export const MAX_TOKENS = 3000;

/**
 * The graphql-armor limits of every operation, over HTTP (Apollo) and over the websocket alike.
 * A new ApolloArmor each time: armor adds its rejection handlers to the config object it is given.
 * Armor's own cost limit counts fields, not how many times a list repeats them: the cost is
 * query-cost.ts's instead, checked once the variables are known (queryCostPlugin).
 */
export function armorProtection() {
  return new ApolloArmor({
    maxDepth: { n: 10, ignoreIntrospection: true },
    maxAliases: { n: 15 },
    maxTokens: { n: MAX_TOKENS },
    maxDirectives: { n: 20 },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
}

/**
 * Refuses an operation over the cost limit after Apollo has parsed and validated it and before
 * anything runs: the cost depends on the variables (a `limit: $limit`), so it cannot be a
 * validation rule, which Apollo runs once per document text.
 */
export function queryCostPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, operationName }) {
          const refusal = costRefusal(schema, document, request.variables, operationName ?? undefined);
          if (refusal) throw refusal;
        },
      };
    },
  };
}
