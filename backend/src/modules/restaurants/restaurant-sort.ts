import { registerEnumType } from "type-graphql";

/** The listing's sort keys; the values are the legacy REST `sortBy` ids. */
export const RestaurantSortEnum = {
  PRICE_LOW_TO_HIGH: "price-lowtohigh",
  PRICE_HIGH_TO_LOW: "price-hightolow",
  DISTANCE: "distance",
  RATING: "rating",
  DELIVERY_TIME: "delivery-time",
} as const;
registerEnumType(RestaurantSortEnum, {
  name: "RestaurantSort",
  description: "Price for two (either way), nearest first, best rated first or fastest delivery first",
});

export type RestaurantSortKey = (typeof RestaurantSortEnum)[keyof typeof RestaurantSortEnum];
export const RESTAURANT_SORT_KEYS = Object.values(RestaurantSortEnum) as RestaurantSortKey[];

/** The API's default: nearest first (docs/architecture.md#delivery-area). The storefront chooses price-lowtohigh itself. */
export const DEFAULT_RESTAURANT_SORT: RestaurantSortKey = "distance";
