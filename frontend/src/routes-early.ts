/**
 * How the early script (scripts/early-start.ts) asks for the queries the routes name in
 * `handle.early` (routes.ts), by codegen's document. Only the build loads this file: the values
 * come from the pages' own modules, so the script asks with exactly the variables the page will,
 * and the app's entry does not carry them. A query needing none of this (no variables) has no entry.
 */
import {
  DEFAULT_SORT,
  LISTING_FILTERS_STORAGE_KEY,
  LISTING_SORT_STORAGE_KEY,
  restaurantsVariables,
} from "./shop/listing/listing-query-state";
import { LOCATION_STORAGE_KEY, POSITION_OPTIONS } from "./shop/location/location-machine";
import { DEFAULT_MENU_SORT, MENU_FILTERS_STORAGE_KEY, menuQueryVariables } from "./shop/menu/menu-query-state";

export interface EarlyQueryDetails {
  /**
   * The variables: `defaults` (what the page asks for when nothing chose otherwise) and values
   * taken from the route's parameters (`fromParams: { id: "id" }`: the variable `id` is `:id`).
   */
  variables?: { defaults?: object; fromParams?: Record<string, string> };
  /**
   * The page's variables also depend on its query string and on these sessionStorage keys (the
   * customer's filters): asked for only when all of them are empty, i.e. when the page will use
   * exactly the defaults. Otherwise the page asks by itself.
   */
  onlyWithout?: string[];
  /**
   * The query also needs the customer's location (variables `latitude` and `longitude`): the
   * tab's cached one under `storageKey`, else the browser's (then cached there, in the shop's
   * format, so the shop does not ask the browser again).
   */
  location?: { storageKey: string; options: PositionOptions };
  /** Where in the answer the address of the page's largest picture is, to preload it. */
  image?: (string | number)[];
}

export const EARLY_QUERY_DETAILS: Record<string, EarlyQueryDetails> = {
  HomeBannersDocument: { image: ["banners", 0, "image"] },
  HomeReverseGeocodeDocument: { location: { storageKey: LOCATION_STORAGE_KEY, options: POSITION_OPTIONS.precise } },
  MenuRestaurantDocument: {
    variables: { defaults: menuQueryVariables({}, DEFAULT_MENU_SORT), fromParams: { id: "id" } },
    onlyWithout: [MENU_FILTERS_STORAGE_KEY],
    image: ["restaurant", "menuItems", 0, "image"],
  },
  ListingRestaurantsDocument: {
    variables: { defaults: restaurantsVariables({ latitude: 0, longitude: 0 }, [], DEFAULT_SORT) },
    onlyWithout: [LISTING_FILTERS_STORAGE_KEY, LISTING_SORT_STORAGE_KEY],
    location: { storageKey: LOCATION_STORAGE_KEY, options: POSITION_OPTIONS.precise },
    image: ["restaurantsNear", "items", 0, "image"],
  },
};
