import { AppError } from "../../common/errors";
import { rupeesToPaise } from "../../common/money";
import { notNullish } from "../../common/not-nullish";
import { DEFAULT_RATING } from "../restaurants/restaurant-changes";
import type { MenuItem } from "./menu-item.entity";
import { windowChange } from "./menu-item-window-changes";
import type { MenuItemInput, MenuItemUpdateInput } from "./menu.inputs";

export const OFFER_ABOVE_ORIGINAL = "Offer price cannot be more than the original price";

export type MenuItemColumns = Pick<
  MenuItem,
  | "name"
  | "description"
  | "image"
  | "originalPricePaise"
  | "offerPricePaise"
  | "isVeg"
  | "category"
  | "ingredients"
  | "preparationTime"
  | "rating"
  | "isAvailable"
  | "availableFrom"
  | "availableUntil"
>;

/**
 * The columns a validated input sets, in the database's units. Only undefined and null mean "not
 * given": false, 0 and "" are values (isAvailable=false and isVeg=false must save).
 */
export function menuItemChanges(input: MenuItemUpdateInput): Partial<MenuItemColumns> {
  const changes: Partial<MenuItemColumns> = {};
  const { name, description, image, originalPrice, offerPrice, isVeg, category, ingredients, preparationTime, rating, isAvailable } = input;
  if (notNullish(name)) changes.name = name.trim();
  if (notNullish(description)) changes.description = description.trim();
  if (notNullish(image)) changes.image = image;
  if (notNullish(originalPrice)) changes.originalPricePaise = rupeesToPaise(originalPrice);
  if (notNullish(offerPrice)) changes.offerPricePaise = rupeesToPaise(offerPrice);
  if (notNullish(isVeg)) changes.isVeg = isVeg;
  if (notNullish(category)) changes.category = category;
  if (notNullish(ingredients)) changes.ingredients = ingredients.trim();
  if (notNullish(preparationTime)) changes.preparationTime = preparationTime.trim();
  if (notNullish(rating)) changes.rating = rating.toFixed(1);
  if (notNullish(isAvailable)) changes.isAvailable = isAvailable;
  const window = windowChange(input);
  if (window) Object.assign(changes, window);
  return changes;
}

/** A new item's columns: no offer means no discount (offer = original). */
export function newMenuItemColumns(input: MenuItemInput): MenuItemColumns {
  const defaults: Partial<MenuItemColumns> = {
    description: "",
    image: "",
    ingredients: "",
    preparationTime: "",
    rating: DEFAULT_RATING.toFixed(1),
    isAvailable: true,
    availableFrom: null,
    availableUntil: null,
  };
  const columns = { ...defaults, ...menuItemChanges(input) } as MenuItemColumns;
  return { ...columns, offerPricePaise: columns.offerPricePaise ?? columns.originalPricePaise };
}

/** The one cross-field rule of an item's prices; the discount then follows from them. */
export function assertOfferWithinOriginal(prices: Pick<MenuItemColumns, "offerPricePaise" | "originalPricePaise">): void {
  if (prices.offerPricePaise > prices.originalPricePaise) {
    throw new AppError("BAD_USER_INPUT", OFFER_ABOVE_ORIGINAL, { fields: [{ field: "offerPrice", messages: [OFFER_ABOVE_ORIGINAL] }] });
  }
}
