import { AppError } from "../../common/errors";
import type { ApiKeyPrincipal } from "../../common/api-key-principal";
import type { ApiScope } from "../../common/api-scope";

/**
 * The root fields (queries and mutations) each scope opens to a key. Everything else (the
 * customer's operations, me, signing in, every other admin operation) answers FORBIDDEN to a key:
 * a key is a program, not a person. A field reached here still applies its own rules (which
 * restaurant, which fields of an item).
 */
export const SCOPE_OPERATIONS: Record<ApiScope, readonly string[]> = {
  CATALOGUE_READ: [
    "restaurantsNear",
    "restaurant",
    "searchMenuItems",
    "menuCategories",
    "restaurantCategories",
    "banners",
    "towns",
    "reviews",
    "deliverySlots",
  ],
  ORDERS_READ: ["restaurantOrders"],
  ORDERS_WRITE: ["updateOrderStatus", "acceptOrder", "rejectOrder", "startPreparingOrder", "markOrderReady", "markCollected"],
  MENU_WRITE: ["updateMenuItem", "setMenuItemSoldOut", "setMenuOptionAvailable"],
};

export const KEY_FORBIDDEN_MESSAGE = "This API key's scopes do not allow this operation.";

export function keyMayUse(key: ApiKeyPrincipal, rootField: string): boolean {
  return key.scopes.some((scope) => SCOPE_OPERATIONS[scope].includes(rootField));
}

export function requireKeyOperation(key: ApiKeyPrincipal, rootField: string): void {
  if (!keyMayUse(key, rootField)) throw new AppError("FORBIDDEN", KEY_FORBIDDEN_MESSAGE);
}
