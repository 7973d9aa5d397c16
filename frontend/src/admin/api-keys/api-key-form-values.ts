import type { ApiScope, CreateApiKeyInput } from "../../gql/graphql";
import type { ChosenRestaurant } from "../common/restaurant-picker";

/** The server's rules for a new key (backend api-key.inputs.ts), checked in the form first. */
export const API_KEY_LIMITS = {
  nameMax: 80,
  requestsPerMinuteMin: 1,
  requestsPerMinuteMax: 60_000,
  requestsPerMinuteDefault: 600,
} as const;

/** Every scope, in the order the dialog lists them. */
export const API_SCOPES = ["CATALOGUE_READ", "ORDERS_READ", "ORDERS_WRITE", "MENU_WRITE"] as const satisfies readonly ApiScope[];

/** The one scope a key without restaurants may hold (the others act on a restaurant's own data). */
export const SCOPE_WITHOUT_RESTAURANTS: ApiScope = "CATALOGUE_READ";

/** The create dialog's fields, named as CreateApiKeyInput's so the server's field errors land on them. */
export interface ApiKeyFormValues {
  name: string;
  scopes: ApiScope[];
  restaurantIds: ChosenRestaurant[];
  requestsPerMinute: number | null;
}

export const emptyApiKeyValues = (): ApiKeyFormValues => ({
  name: "",
  scopes: [],
  restaurantIds: [],
  requestsPerMinute: API_KEY_LIMITS.requestsPerMinuteDefault,
});

/** True when the scopes chosen need at least one restaurant. */
export const scopesNeedRestaurants = (scopes: readonly ApiScope[]): boolean => scopes.some((scope) => scope !== SCOPE_WITHOUT_RESTAURANTS);

export function valuesToInput(values: ApiKeyFormValues): CreateApiKeyInput {
  return {
    name: values.name.trim(),
    scopes: API_SCOPES.filter((scope) => values.scopes.includes(scope)),
    restaurantIds: values.restaurantIds.map((restaurant) => restaurant.value),
    requestsPerMinute: values.requestsPerMinute ?? API_KEY_LIMITS.requestsPerMinuteDefault,
  };
}
