/** Menu categories and the labels the spec gives them. */
export const MENU_CATEGORIES = {
  tiffin: "Tiffins",
  meal: "Meals",
  drink: "Cool Drinks",
  fastFood: "Fast Foods",
  bakeryItem: "Bakery Item",
  starter: "Starters",
} as const;
export type MenuCategory = keyof typeof MENU_CATEGORIES;
export const MENU_CATEGORY_IDS = Object.keys(MENU_CATEGORIES) as MenuCategory[];
