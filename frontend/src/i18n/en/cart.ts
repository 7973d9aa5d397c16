/**
 * Adding to the cart, on the landing pages (docs/architecture.md#screens, #messages). The cart
 * sheet's and checkout's own texts are the customer part's `cartSheet` (en/cart-sheet.ts): the
 * sheet loads that part with its code, so a menu page's first download leaves them out.
 */
export const cart = {
  added: "Added to cart",
  failed: "Something went wrong",
  conflictTitle: "Start a new cart?",
  conflictText: "Your cart has items from another restaurant. Empty it and start a new cart with this item?",
  conflictConfirm: "Start New Cart",
  conflictCancel: "Keep My Cart",
} as const;
