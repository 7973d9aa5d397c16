import { registerEnumType } from "type-graphql";

/** The menu's sort keys; the values are the legacy REST `sortBy` ids. */
export const MenuItemSortEnum = {
  PRICE_LOW_TO_HIGH: "price-lowtohigh",
  PRICE_HIGH_TO_LOW: "price-hightolow",
  RATING: "rating",
} as const;
registerEnumType(MenuItemSortEnum, {
  name: "MenuItemSort",
  description: "By the price charged (either way) or best rated first; by name when not given",
});

export type MenuItemSortKey = (typeof MenuItemSortEnum)[keyof typeof MenuItemSortEnum];
export const MENU_ITEM_SORT_KEYS = Object.values(MenuItemSortEnum) as MenuItemSortKey[];
