import { BIRYANI_AND_SEAFOOD_MENUS } from "./demo-menu-biryani-and-seafood";
import { FAST_FOOD_AND_SWEETS_MENUS } from "./demo-menu-fast-food-and-sweets";
import type { DemoMenuItem } from "./demo-menu-item";
import { TIFFIN_AND_MEALS_MENUS } from "./demo-menu-tiffins-and-meals";

/** Every demo menu, keyed by restaurant slug (see demo-restaurants.ts). */
export const DEMO_MENUS: Readonly<Record<string, readonly DemoMenuItem[]>> = {
  ...TIFFIN_AND_MEALS_MENUS,
  ...BIRYANI_AND_SEAFOOD_MENUS,
  ...FAST_FOOD_AND_SWEETS_MENUS,
};

/** The menu of one demo restaurant; empty for an unknown slug. */
export const demoMenuFor = (slug: string): readonly DemoMenuItem[] => DEMO_MENUS[slug] ?? [];
