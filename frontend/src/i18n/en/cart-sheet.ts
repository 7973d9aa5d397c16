import type { Widen } from "../en";

/**
 * The cart sheet 'Your Cart' and the cart lines and bill that checkout shows too
 * (docs/architecture.md#screens, #messages, #constants): in the customer part, which the sheet
 * loads with its code (shop-header.tsx).
 */
export const cartSheet = {
  itemsTotal: "Items Total",
  deliveryCharges: "Delivery Charges",
  totalAmount: "Total Amount",
  proceedToCheckout: "Proceed to Checkout",
  updated: "Cart item updated successfully",
  deleted: "Cart item deleted successfully",
  lines: "Items in your cart",
  summary: "Cart totals",
  each: "{{price}} each",
  quantityOf: "Quantity of {{name}}: {{count}}",
  decrease: "Decrease quantity of {{name}}",
  increase: "Increase quantity of {{name}}",
  remove: "Remove {{name}} from cart",
  notAvailable: "Not Available",
  restaurantClosed: "{{restaurant}} is closed right now. You can place your order when it opens.",
  minimumOrderShortfall: "Add {{missing}} more for the minimum order of {{minimum}}",
  itemsUnavailable: "Some items are not available right now. Remove them to check out.",
  loadFailed: "Your cart could not be loaded.",
  retry: "Try Again",
  browseRestaurants: "Browse Restaurants",
} as const;

/** The shape of every language's cart sheet texts. */
export type CartSheetTexts = Widen<typeof cartSheet>;
