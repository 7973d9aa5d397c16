/** The cart's answers that both adapters send as they are (the legacy REST contract's texts). */
export const CART_MESSAGES = {
  added: "Item added to cart",
  updated: "Cart item updated successfully",
  removed: "Cart item deleted successfully",
  cleared: "Your cart is empty.",
  itemNotFound: "This menu item no longer exists.",
  orderNotFound: "Order not found",
  notInCart: "This item is not in your cart.",
  severalLines: (item: string) => `${item} is in your cart with different choices. Change or remove one of its lines.`,
  conflict: (current: string, next: string) => `Your cart has items from ${current}. Start a new cart to add items from ${next}?`,
  closed: (restaurant: string) => `${restaurant} is closed right now. Please order when it opens.`,
  unavailable: (item: string) => `${item} is not available right now.`,
  notNow: (item: string, from: string) => `${item} is available from ${from}.`,
} as const;
