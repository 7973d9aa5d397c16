import { paiseToRupees } from "../../common/money";
import { isWithinWindow } from "../menu/availability-window";
import type { MenuItem } from "../menu/menu-item.entity";
import type { MenuOptionGroup } from "../menu/menu-option-group.entity";
import { extrasPaise, unitPriceWithOptionsPaise } from "../menu/pricing";
import { totals } from "./order-totals";
import type { Restaurant } from "../restaurants/restaurant.entity";
import { isOpenNow } from "../restaurants/opening-hours";
import type { CartItem } from "./cart-item.entity";
import type { Cart } from "./cart.entity";
import type { CartLine, CartView } from "./cart.types";
import { chosenOptionOf } from "./chosen-option";
import { judgeOptions } from "./option-choice";

export type CartMenuItem = Pick<
  MenuItem,
  | "id"
  | "restaurantId"
  | "name"
  | "image"
  | "isVeg"
  | "isAvailable"
  | "availableFrom"
  | "availableUntil"
  | "offerPricePaise"
  | "originalPricePaise"
>;
export type CartRestaurant = Pick<Restaurant, "id" | "name" | "isOpen" | "closedUntil" | "openingHours">;

/** The customer's cart and its lines, as stored. */
export interface CartSnapshot {
  cart: Pick<Cart, "id" | "userId" | "restaurantId">;
  /** Oldest line first. */
  items: ReadonlyArray<Pick<CartItem, "id" | "menuItemId" | "optionIds" | "quantity">>;
}

export interface CartViewSource extends CartSnapshot {
  menuItems: ReadonlyMap<string, CartMenuItem>;
  /** Each item's option groups now; an item missing here has none. */
  optionGroups: ReadonlyMap<string, readonly MenuOptionGroup[]>;
  restaurants: ReadonlyMap<string, CartRestaurant>;
  now: Date;
}

/**
 * The cart as customers see it, priced now from the menu (menu/pricing.ts) and totalled as the
 * order will be (order-totals.ts), with each line's availability: the one place that
 * decides the cart's totals and whether it can be checked out.
 */
export function buildCartView({ cart, items, menuItems, optionGroups, restaurants, now }: CartViewSource): CartView {
  const openNow = new Map<string, boolean>();
  const isRestaurantOpen = (restaurant: CartRestaurant | undefined): boolean => {
    if (!restaurant) return false;
    if (!openNow.has(restaurant.id)) openNow.set(restaurant.id, isOpenNow(restaurant, now));
    return openNow.get(restaurant.id)!;
  };

  const lines: CartLine[] = [];
  const priced: Array<{ unitPricePaise: number; quantity: number }> = [];
  for (const item of items) {
    // A deleted menu item takes its cart lines with it (ON DELETE CASCADE); this only covers the gap between the two reads.
    const menuItem = menuItems.get(item.menuItemId);
    if (!menuItem) continue;
    const restaurant = restaurants.get(menuItem.restaurantId);
    // A choice removed or over since it was made leaves the line unorderable, shown with what is still known of it.
    const choice = judgeOptions(menuItem, optionGroups.get(menuItem.id) ?? [], item.optionIds, "OPTION_UNAVAILABLE");
    const chosen = choice.ok ? choice.chosen : choice.known;
    const unit = unitPriceWithOptionsPaise(menuItem, chosen);
    const extras = extrasPaise(chosen);
    priced.push({ unitPricePaise: unit, quantity: item.quantity });
    lines.push({
      id: item.id,
      menuItemId: menuItem.id,
      name: menuItem.name,
      image: menuItem.image,
      isVeg: menuItem.isVeg,
      restaurantId: menuItem.restaurantId,
      restaurantName: restaurant?.name ?? "",
      options: chosen.map(chosenOptionOf),
      offerPrice: paiseToRupees(menuItem.offerPricePaise + extras),
      originalPrice: paiseToRupees(menuItem.originalPricePaise + extras),
      price: paiseToRupees(unit),
      quantity: item.quantity,
      lineTotal: paiseToRupees(unit * item.quantity),
      isAvailable: menuItem.isAvailable && isWithinWindow(menuItem, now) && choice.ok && isRestaurantOpen(restaurant),
    });
  }

  const first = lines[0];
  const restaurantId = first ? (cart.restaurantId ?? first.restaurantId) : null;
  const restaurant = restaurantId ? restaurants.get(restaurantId) : undefined;
  const restaurantIsOpenNow = restaurantId ? isRestaurantOpen(restaurant) : null;
  const hasUnavailableItems = lines.some((line) => !line.isAvailable);
  const sums = totals(priced);

  return {
    id: cart.id,
    userId: cart.userId,
    restaurantId,
    restaurantName: restaurant?.name ?? null,
    restaurantIsOpenNow,
    items: lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    itemsTotal: paiseToRupees(sums.itemsTotalPaise),
    deliveryCharge: paiseToRupees(sums.deliveryChargePaise),
    total: paiseToRupees(sums.totalPaise),
    hasUnavailableItems,
    canCheckout: lines.length > 0 && restaurantIsOpenNow === true && !hasUnavailableItems,
  };
}
