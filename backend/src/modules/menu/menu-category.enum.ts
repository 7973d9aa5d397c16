import { registerEnumType } from "type-graphql";
import type { MenuCategory } from "./menu-category";

/** The menu categories as a GraphQL enum; names and values are the spec's ids. */
export const MenuCategoryEnum = {
  tiffin: "tiffin",
  meal: "meal",
  drink: "drink",
  fastFood: "fastFood",
  bakeryItem: "bakeryItem",
  starter: "starter",
} as const satisfies { [K in MenuCategory]: K };
registerEnumType(MenuCategoryEnum, {
  name: "MenuCategory",
  description: "tiffin (Tiffins), meal (Meals), drink (Cool Drinks), fastFood (Fast Foods), bakeryItem (Bakery Item), starter (Starters)",
});
