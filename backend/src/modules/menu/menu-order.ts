import type { MenuCategory } from "./menu-category";
import type { MenuItemSortKey } from "./menu-item-sort";
import { unitPricePaise } from "./pricing";

export interface MenuFilter {
  isVeg?: boolean | null;
  categories?: readonly MenuCategory[] | null;
}

type Sortable = {
  id: string;
  name: string;
  isVeg: boolean;
  category: MenuCategory;
  rating: string | number;
  offerPricePaise: number;
  originalPricePaise: number;
};

const byName = (a: Sortable, b: Sortable) => a.name.localeCompare(b.name, "en") || a.id.localeCompare(b.id);

const COMPARE: Record<MenuItemSortKey, (a: Sortable, b: Sortable) => number> = {
  "price-lowtohigh": (a, b) => unitPricePaise(a) - unitPricePaise(b) || byName(a, b),
  "price-hightolow": (a, b) => unitPricePaise(b) - unitPricePaise(a) || byName(a, b),
  rating: (a, b) => Number(b.rating) - Number(a.rating) || byName(a, b),
};

/**
 * A restaurant's menu as the menu page asks for it. Menus are short, so the whole menu is read in
 * one statement (per request, for every restaurant asked about) and filtered and sorted here.
 * Prices sort by what an item costs: the offer price, capped at the original.
 */
export function filterAndSortMenu<T extends Sortable>(items: readonly T[], filter?: MenuFilter | null, sort?: MenuItemSortKey | null): T[] {
  const categories = filter?.categories?.length ? new Set(filter.categories) : null;
  const isVeg = filter?.isVeg ?? null;
  const kept = items.filter((item) => (isVeg === null || item.isVeg === isVeg) && (!categories || categories.has(item.category)));
  return kept.sort(sort ? COMPARE[sort] : byName);
}
