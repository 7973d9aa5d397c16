import { registerEnumType } from "type-graphql";
import { API_SCOPES, type ApiScope } from "../../common/api-scope";

/** The one scope a key without restaurants may hold: the others act on a restaurant's own data. */
export const SCOPE_WITHOUT_RESTAURANTS: ApiScope = "CATALOGUE_READ";

export const ApiScopeEnum = Object.fromEntries(API_SCOPES.map((scope) => [scope, scope])) as { [S in ApiScope]: S };
registerEnumType(ApiScopeEnum, {
  name: "ApiScope",
  description: "What an API key may do",
  valuesConfig: {
    CATALOGUE_READ: { description: "Read the catalogue: restaurants, menus, search, categories, banners, towns, reviews, delivery slots" },
    ORDERS_READ: { description: "Read the orders of the key's restaurants (restaurantOrders), without the customer's e-mail or phone" },
    ORDERS_WRITE: {
      description:
        "Make the kitchen's moves on the orders of the key's restaurants (accept, reject, start preparing, mark ready; by updateOrderStatus too), never a delivery's",
    },
    MENU_WRITE: { description: "Change the availability (setMenuItemSoldOut too) and prices of the key's restaurants' menu items" },
  },
});
