import type { WatchQueryFetchPolicy } from "@apollo/client";
import { useFragment, useQuery } from "@apollo/client/react";
import { ShopCartDocument, ShopCartFragment } from "./cart-documents";

/**
 * The signed-in customer's cart as the cart screens read it (ShopCart_Cart), or undefined until
 * it is known. The query only names the cart; its fields come from the fragment, so a component
 * calling this re-renders when they change, while its lines and totals re-render on their own.
 */
export function useShopCart(options: { fetchPolicy?: WatchQueryFetchPolicy } = {}) {
  const { data, loading, error, refetch } = useQuery(ShopCartDocument, options);
  const cart = useFragment({ fragment: ShopCartFragment, fragmentName: "ShopCart_Cart", from: data?.cart ?? null });
  return { cart: cart.complete ? cart.data : undefined, loading, error, refetch };
}
