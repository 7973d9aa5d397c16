import { graphql } from "../../gql";

/**
 * The cart as the cart screens show it: the header badge's count, the sheet's and checkout's
 * notice and button, and the fragments of their lines and price summary. The query and every
 * cart mutation below answer with it, so the normalised cache (Cart:id, CartLine:id) updates the
 * badge, the sheet and checkout at once without a refetch. Read with `useShopCart()`.
 */
export const ShopCartFragment = graphql(`
  fragment ShopCart_Cart on Cart {
    id
    itemCount
    canCheckout
    restaurantName
    restaurantIsOpenNow
    ...CartLines_Cart
    ...CartSummary_Cart
  }
`);

/** The signed-in customer's cart. */
export const ShopCartDocument = graphql(`
  query ShopCart {
    cart {
      id
      ...ShopCart_Cart
    }
  }
`);

export const CartAddToCartDocument = graphql(`
  mutation CartAddToCart($menuItemId: ID!, $replaceCart: Boolean!) {
    addToCart(menuItemId: $menuItemId, quantity: 1, replaceCart: $replaceCart) {
      id
      ...ShopCart_Cart
    }
  }
`);

export const CartUpdateItemDocument = graphql(`
  mutation CartUpdateItem($menuItemId: ID!, $quantity: Int!) {
    updateCartItem(menuItemId: $menuItemId, quantity: $quantity) {
      id
      ...ShopCart_Cart
    }
  }
`);

export const CartRemoveItemDocument = graphql(`
  mutation CartRemoveItem($menuItemId: ID!) {
    removeFromCart(menuItemId: $menuItemId) {
      id
      ...ShopCart_Cart
    }
  }
`);
