import { ApolloArmor } from "@escape.tech/graphql-armor";

/** Tokens in one operation's document: larger documents are refused before they are parsed in full. */
export const MAX_TOKENS = 3000;

/**
 * The graphql-armor limits of every operation, over HTTP (Apollo) and over the websocket alike.
 * A new ApolloArmor each time: armor adds its rejection handlers to the config object it is given.
 */
export function armorProtection() {
  return new ApolloArmor({
    maxDepth: { n: 10, ignoreIntrospection: true },
    maxAliases: { n: 15 },
    maxTokens: { n: MAX_TOKENS },
    maxDirectives: { n: 20 },
    costLimit: { maxCost: 5000, ignoreIntrospection: true },
    blockFieldSuggestion: { enabled: false },
  }).protect();
}
