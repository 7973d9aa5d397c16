import type { MenuCategory, MenuFilterInput, MenuItemSort } from "../../gql/graphql";

/**
 * The menu page's filter and sort state and how it becomes the API's variables. The selection is
 * the spec's map from group name to selected option ids (docs/architecture.md#client-state), kept in sessionStorage under
 * `menuFilters` and mirrored in the query string; the ids come from there, so anything the API
 * would reject is dropped here instead of failing the whole menu request.
 */

export const MENU_FILTERS_STORAGE_KEY = "menuFilters";

/** The filter groups, by the spec's names: isVeg (ids "true" / "false") and category. */
export const MENU_GROUP_KEYS = ["isVeg", "category"] as const;
export const VEG_OPTION_IDS = ["true", "false"] as const;

/** The menu categories the API knows, in the order the shop lists them. */
export const MENU_CATEGORIES = ["tiffin", "meal", "drink", "fastFood", "bakeryItem", "starter"] as const satisfies readonly MenuCategory[];

// Fails to compile when the API gains a category this list does not have.
type MissingCategory = Exclude<MenuCategory, (typeof MENU_CATEGORIES)[number]>;
const everyCategoryListed: [MissingCategory] extends [never] ? true : MissingCategory = true;
void everyCategoryListed;

export function isMenuCategory(value: string): value is MenuCategory {
  return (MENU_CATEGORIES as readonly string[]).includes(value);
}

/** The sort options: the spec's two price sorts, plus the API's best-rated and by-name orders. */
export const MENU_SORTS = [
  { id: "price-lowtohigh", sort: "PRICE_LOW_TO_HIGH" },
  { id: "price-hightolow", sort: "PRICE_HIGH_TO_LOW" },
  { id: "rating", sort: "RATING" },
  // The API lists by name when no sort is given.
  { id: "title-atoz", sort: null },
] as const satisfies readonly { id: string; sort: MenuItemSort | null }[];

export type MenuSortId = (typeof MENU_SORTS)[number]["id"];

/** docs/architecture.md#behaviour: the default sort on load. */
export const DEFAULT_MENU_SORT: MenuSortId = "price-lowtohigh";

/** A sort id from the URL or storage; anything unknown means the default. */
export function menuSortFrom(value: string | null | undefined): MenuSortId {
  return MENU_SORTS.find((option) => option.id === value)?.id ?? DEFAULT_MENU_SORT;
}

export interface MenuQueryVariables {
  filter?: MenuFilterInput;
  sort?: MenuItemSort;
}

/**
 * The `menuItems(filter, sort)` arguments. Both veg options (or neither) mean no veg filter;
 * unknown category ids are ignored; empty filters are left out entirely.
 */
export function menuQueryVariables(
  selection: Readonly<Record<string, readonly string[] | undefined>>,
  sortId: MenuSortId,
): MenuQueryVariables {
  const veg = new Set((selection.isVeg ?? []).filter((id) => id === "true" || id === "false"));
  const categories = [...new Set((selection.category ?? []).filter(isMenuCategory))];

  const filter: MenuFilterInput = {};
  if (veg.size === 1) filter.isVeg = veg.has("true");
  if (categories.length > 0) filter.categories = categories;

  const variables: MenuQueryVariables = {};
  if (Object.keys(filter).length > 0) variables.filter = filter;
  const sort = MENU_SORTS.find((option) => option.id === sortId)?.sort;
  if (sort) variables.sort = sort;
  return variables;
}
