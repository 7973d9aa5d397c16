import { requireKeyRestaurant } from "../../common/access";
import type { ApiKeyPrincipal } from "../../common/api-key-principal";
import { AppError } from "../../common/errors";
import type { MenuItemUpdateInput } from "./menu.inputs";

/** What MENU_WRITE lets a key change: availability and prices, nothing a customer reads as the dish itself. */
export const KEY_MENU_FIELDS: ReadonlySet<string> = new Set<keyof MenuItemUpdateInput>(["isAvailable", "originalPrice", "offerPrice"]);

/**
 * An API key editing a menu item: it must hold MENU_WRITE for the item's restaurant, and every
 * field it sends must be one of KEY_MENU_FIELDS. Another field answers FORBIDDEN (the input is
 * well formed; the key may not change it), naming the fields, and nothing is changed.
 */
export function requireKeyMenuEdit(key: ApiKeyPrincipal, restaurantId: string, input: MenuItemUpdateInput): void {
  requireKeyRestaurant(key, "MENU_WRITE", restaurantId);
  const refused = Object.entries(input)
    .filter(([field, value]) => value !== undefined && !KEY_MENU_FIELDS.has(field))
    .map(([field]) => field);
  if (refused.length > 0) {
    throw new AppError(
      "FORBIDDEN",
      `An API key may change only ${[...KEY_MENU_FIELDS].join(", ")} of a menu item, not ${refused.join(", ")}.`,
    );
  }
}
