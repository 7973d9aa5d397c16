import { paiseToRupees } from "../../common/money";
import { isWithinWindow } from "../menu/availability-window";
import type { MenuItem } from "../menu/menu-item.entity";
import type { MenuOptionGroup } from "../menu/menu-option-group.entity";
import { extrasPaise, unitPriceWithOptionsPaise } from "../menu/pricing";
import type { Restaurant } from "../restaurants/restaurant.entity";
import { isOpenNow } from "../restaurants/opening-hours";
import type { Charges } from "../charges/charges";
import { distanceKm, type LatLng } from "../geo/distance";
import { bill } from "./bill";
import type { BillDiscount } from "./bill-discount";
import type { CartItem } from "./cart-item.entity";
import type { Cart } from "./cart.entity";
import type { CartLine, CartView } from "./cart.types";
import { chosenOptionOf } from "./chosen-option";
import { deliveryFeePaise } from "./delivery-fee";
import { isPickup, type Fulfilment } from "./fulfilment";
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
export type CartRestaurant = Pick<
  Restaurant,
  "id" | "name" | "isOpen" | "closedUntil" | "openingHours" | "latitude" | "longitude" | "minimumOrderPaise"
>;

/** The customer's cart and its lines, as stored. */
export interface CartSnapshot {
  cart: Pick<Cart, "id" | "userId" | "restaurantId" | "tipPaise">;
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

/** What the bill needs beyond the cart: the settings, where it goes, the discount given. */
export interface CartPricing {
  charges: Charges;
  /** The delivery address's location; null: not known (the base fee). */
  deliverTo: LatLng | null;
  discount: BillDiscount | null;
  /** A pickup has no delivery fee and no rider's tip; absent: delivery. */
  fulfilment?: Fulfilment;
}

/**
 * The cart as customers see it, priced now from the menu (menu/pricing.ts) and billed as the
 * order will be (bill.ts, delivery-fee.ts), with each line's availability: the one place that
 * decides the cart's totals and whether it can be checked out (not below the restaurant's
 * minimum order, judged on the items' value before any discount).
 */
export function buildCartView(source: CartViewSource, pricing: CartPricing): CartView {
  const { cart, items, menuItems, optionGroups, restaurants, now } = source;
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
  const itemsPaise = priced.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const pickup = isPickup(pricing.fulfilment);
  const distance = restaurant && pricing.deliverTo && !pickup ? distanceKm(restaurant, pricing.deliverTo) : null;
  const feePaise = pickup ? 0 : deliveryFeePaise(pricing.charges.delivery, itemsPaise, distance);
  const priceOf = bill({
    itemsPaise,
    deliveryFeePaise: pickup ? null : feePaise,
    distanceKm: distance,
    discount: pricing.discount,
    tipPaise: pickup ? 0 : cart.tipPaise,
    tax: pricing.charges.tax,
  });
  const shortfallPaise = restaurant && lines.length > 0 ? Math.max(0, restaurant.minimumOrderPaise - itemsPaise) : 0;

  return {
    id: cart.id,
    userId: cart.userId,
    restaurantId,
    restaurantName: restaurant?.name ?? null,
    restaurantIsOpenNow,
    items: lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    itemsTotal: paiseToRupees(itemsPaise),
    deliveryCharge: paiseToRupees(lines.length > 0 ? feePaise : 0),
    total: paiseToRupees(priceOf.totalPaise),
    tip: paiseToRupees(cart.tipPaise),
    minimumOrderShortfall: shortfallPaise > 0 ? paiseToRupees(shortfallPaise) : null,
    hasUnavailableItems,
    canCheckout: lines.length > 0 && restaurantIsOpenNow === true && !hasUnavailableItems && shortfallPaise === 0,
    pricing: { itemsPaise, deliveryFeePaise: lines.length > 0 ? feePaise : 0, restaurantId, billLines: priceOf.lines },
  };
}
