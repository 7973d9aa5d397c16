export const RESTAURANT_CATEGORIES = ["veg", "non-veg", "both"] as const;
export type RestaurantCategory = (typeof RESTAURANT_CATEGORIES)[number];
