/**
 * What an API key may do (docs/architecture.md#roles): what the access checks of the modules a key
 * reaches read, so it lives below them; the api-keys module stores it and names it in GraphQL
 * (api-keys/api-scope.ts).
 */
export const API_SCOPES = ["CATALOGUE_READ", "ORDERS_READ", "ORDERS_WRITE", "MENU_WRITE"] as const;
export type ApiScope = (typeof API_SCOPES)[number];
