import { useQuery } from "@apollo/client/react";
import { ShopCartDocument } from "../cart/cart-documents";

/**
 * The number of units in the signed-in customer's cart (Cart.itemCount), for the header badge.
 * It reads the same ShopCart query as the cart sheet, so the sheet opens from the cache, and
 * every cart mutation (which answers the whole Cart) moves the badge too.
 */
export function useCartItemCount(): number {
  const { data } = useQuery(ShopCartDocument);
  return data?.cart.itemCount ?? 0;
}
