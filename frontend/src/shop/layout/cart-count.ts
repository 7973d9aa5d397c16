import { useShopCart } from "../cart/use-shop-cart";

/**
 * The number of units in the signed-in customer's cart (Cart.itemCount), for the header badge.
 * It reads the same ShopCart query as the cart sheet, so the sheet opens from the cache, and
 * every cart mutation (which answers the cart's fragment) moves the badge too.
 */
export function useCartItemCount(): number {
  return useShopCart().cart?.itemCount ?? 0;
}
