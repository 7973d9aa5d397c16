import type { CartView } from "../modules/cart/cart.types";

/**
 * The legacy Cart document (docs/rest-contract.md), plus the server's totals and availability so a
 * client need not compute them. offerPrice stays the menu's; price is what a unit costs.
 */
export function legacyCart(cart: CartView) {
  return {
    _id: cart.id,
    userId: cart.userId,
    restaurantId: cart.restaurantId,
    restaurantName: cart.restaurantName,
    items: cart.items.map((line) => ({
      menuItemId: line.menuItemId,
      name: line.name,
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
