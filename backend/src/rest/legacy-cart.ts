import type { CartView } from "../modules/cart/cart.types";
import { nameWithChoices } from "../modules/cart/chosen-option";

/**
 * The legacy Cart document (docs/rest-contract.md), plus the server's totals and availability so a
 * client need not compute them. offerPrice is the menu's plus the chosen extras; price is what a unit costs.
 */
export function legacyCart(cart: CartView) {
  return {
    _id: cart.id,
    userId: cart.userId,
    restaurantId: cart.restaurantId,
    restaurantName: cart.restaurantName,
    items: cart.items.map((line) => ({
      menuItemId: line.menuItemId,
      // The old clients show only a name: the choices go with it, and the prices include their extras.
      name: nameWithChoices(line.name, line.options),
      image: line.image,
      restaurantId: line.restaurantId,
      restaurantName: line.restaurantName,
      quantity: line.quantity,
      offerPrice: line.offerPrice,
      originalPrice: line.originalPrice,
      price: line.price,
      isAvailable: line.isAvailable,
    })),
    itemCount: cart.itemCount,
    itemsTotal: cart.itemsTotal,
    deliveryCharge: cart.deliveryCharge,
    totalAmount: cart.total,
    hasUnavailableItems: cart.hasUnavailableItems,
    canCheckout: cart.canCheckout,
  };
}
