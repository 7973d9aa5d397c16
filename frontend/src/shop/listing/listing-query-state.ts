import type { RestaurantCategory, RestaurantSort } from "../../gql/graphql";
import { selectionFromSearchParams, selectionToSearchParams, type FilterSelection } from "../filters/filter-state";

/**
 * The listing's filters and sort as they appear in its URL and session storage: the category
 * group (veg, nonVeg, both) and `sortBy` with the spec's ids (price-lowtohigh by default).
 */
export const CATEGORY_GROUP = "category";
export const LISTING_GROUP_KEYS = [CATEGORY_GROUP] as const;
export const SORT_PARAM = "sortBy";

/** sessionStorage keys of the listing's filters (the spec leaves the name open) and sort. */
export const LISTING_FILTERS_STORAGE_KEY = "restaurantFilters";
export const LISTING_SORT_STORAGE_KEY = "restaurantSort";

/** The spec's two sort ids plus the API's other orders, in the dropdown's order. */
export const LISTING_SORTS = [
  { id: "price-lowtohigh", api: "PRICE_LOW_TO_HIGH", labelKey: "listing.sortPriceLowToHigh" },
  { id: "price-hightolow", api: "PRICE_HIGH_TO_LOW", labelKey: "listing.sortPriceHighToLow" },
  { id: "distance", api: "DISTANCE", labelKey: "listing.sortDistance" },
  { id: "rating", api: "RATING", labelKey: "listing.sortRating" },
  { id: "delivery-time", api: "DELIVERY_TIME", labelKey: "listing.sortDeliveryTime" },
] as const satisfies readonly { id: string; api: RestaurantSort; labelKey: string }[];

export type ListingSortId = (typeof LISTING_SORTS)[number]["id"];

export const DEFAULT_SORT: ListingSortId = "price-lowtohigh";

/** A known sort id, or the default for anything else (a stale or hand-edited URL). */
export function parseSort(value: string | null | undefined): ListingSortId {
  return LISTING_SORTS.find((sort) => sort.id === value)?.id ?? DEFAULT_SORT;
}

export function sortForApi(id: ListingSortId): RestaurantSort {
  return LISTING_SORTS.find((sort) => sort.id === id)?.api ?? "PRICE_LOW_TO_HIGH";
}

export interface ListingQueryState {
  selection: FilterSelection;
  sort: ListingSortId;
}

/** Whether the URL says anything about filters or sort (then it wins over session storage). */
export function urlHasListingState(params: URLSearchParams): boolean {
  return params.has(SORT_PARAM) || LISTING_GROUP_KEYS.some((key) => params.has(key));
}

export function readListingState(params: URLSearchParams): ListingQueryState {
  return {
    selection: selectionFromSearchParams(params, LISTING_GROUP_KEYS),
    sort: parseSort(params.get(SORT_PARAM)),
  };
}

/** The query string of a state: non-empty groups, and the sort unless it is the default. */
export function listingSearchParams({ selection, sort }: ListingQueryState): URLSearchParams {
  return selectionToSearchParams(selection, { [SORT_PARAM]: sort === DEFAULT_SORT ? null : sort });
}

/** The API filter of a selection (an empty list means no filter). */
export function categoriesForApi(selection: FilterSelection, known: readonly string[]): string[] {
  return (selection[CATEGORY_GROUP] ?? []).filter((id) => known.includes(id));
}

/** Restaurants per page of the listing ('Show more' asks for the next ones). */
export const PAGE_SIZE = 20;

/**
 * The first page's variables: the page's query and its prefetch build them here, so both ask for
 * the same thing and the page finds the prefetched answer.
 */
export function restaurantsVariables(
  point: { latitude: number; longitude: number },
  categories: RestaurantCategory[],
  sort: ListingSortId,
) {
  return {
    latitude: point.latitude,
    longitude: point.longitude,
    filter: categories.length > 0 ? { categories } : null,
    sort: sortForApi(sort),
    limit: PAGE_SIZE,
    offset: 0,
  };
}
