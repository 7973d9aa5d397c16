import type { ApiScope } from "./api-scope";

/** The key a request authenticated with (RequestContext.apiKey): a program, never a person. */
export interface ApiKeyPrincipal {
  id: string;
  name: string;
  scopes: readonly ApiScope[];
  restaurantIds: readonly string[];
}
