import { registerEnumType } from "type-graphql";
import type { RestaurantCategory } from "./restaurant-category";

/**
 * GraphQL names cannot contain "-", so "non-veg" is nonVeg there; the values stay the database's
 * (and the legacy REST ids), so services and the database only ever see "veg" | "non-veg" | "both".
 */
export const RestaurantCategoryEnum = { veg: "veg", nonVeg: "non-veg", both: "both" } as const satisfies Record<string, RestaurantCategory>;
registerEnumType(RestaurantCategoryEnum, {
  name: "RestaurantCategory",
  description: 'What a restaurant serves: veg, nonVeg (legacy id "non-veg") or both',
});

/** Labels for the listing's filter panel. */
export const RESTAURANT_CATEGORY_LABELS: Record<RestaurantCategory, string> = {
  veg: "Veg",
  "non-veg": "Non-Veg",
  both: "Veg & Non-Veg",
};
