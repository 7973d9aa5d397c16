import { rupeesToPaise } from "../../common/money";
import type { MenuCategory } from "../../modules/menu/menu-category";
import type { MenuItem } from "../../modules/menu/menu-item.entity";

/** A demo menu item: the entity's own fields (the image is generated). Prices in paise. */
export type DemoMenuItem = Pick<
  MenuItem,
  | "name"
  | "description"
  | "originalPricePaise"
  | "offerPricePaise"
  | "isVeg"
  | "category"
  | "ingredients"
  | "preparationTime"
  | "rating"
  | "isAvailable"
  | "availableFrom"
  | "availableUntil"
>;

/** Morning tiffins: served until 11:30 only, as a tiffin centre does. */
export const MORNING_TIFFIN_HOURS = { availableFrom: "06:00", availableUntil: "11:30" } as const;

/** How a dish is written down in the menu files: prices in whole rupees, as a menu card shows them. */
export interface DishSpec {
  name: string;
  category: MenuCategory;
  /** Menu price in rupees. */
  price: number;
  /** Offer price in rupees; the menu price when there is no discount. */
  offer?: number;
  veg: boolean;
  rating: string;
  /** Preparation time as free text, e.g. "15 mins". */
  prep: string;
  description: string;
  ingredients: string;
  /** Sold out today. */
  unavailable?: true;
  /** Served in the morning only (MORNING_TIFFIN_HOURS). */
  morning?: true;
}

export function dish(spec: DishSpec): DemoMenuItem {
  return {
    name: spec.name,
    description: spec.description,
    originalPricePaise: rupeesToPaise(spec.price),
    offerPricePaise: rupeesToPaise(spec.offer ?? spec.price),
    isVeg: spec.veg,
    category: spec.category,
    ingredients: spec.ingredients,
    preparationTime: spec.prep,
    rating: spec.rating,
    isAvailable: spec.unavailable !== true,
    ...(spec.morning ? MORNING_TIFFIN_HOURS : { availableFrom: null, availableUntil: null }),
  };
}
