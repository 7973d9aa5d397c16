/**
 * THE CART TASK FILLS THIS IN. The number of items in the signed-in customer's cart, shown on
 * the header's cart badge. Until the cart API lands it is always 0; replace the body with the
 * cart query (e.g. the sum of the cart lines' quantities from the Apollo cache) and keep the name.
 */
export function useCartItemCount(): number {
  return 0;
}
