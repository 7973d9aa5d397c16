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
  mutation CartAddToCart($menuItemId: ID!, $replaceCart: Boolean!, $optionIds: [ID!]! = []) {
    addToCart(menuItemId: $menuItemId, quantity: 1, replaceCart: $replaceCart, optionIds: $optionIds) {
      id
      ...ShopCart_Cart
    }
  }
`);

/** A line by its id: one item can fill several lines, one per set of choices. */
export const CartUpdateLineDocument = graphql(`
  mutation CartUpdateLine($lineId: ID!, $quantity: Int!) {
    updateCartLine(lineId: $lineId, quantity: $quantity) {
      id
      ...ShopCart_Cart
    }
  }
`);

export const CartRemoveLineDocument = graphql(`
  mutation CartRemoveLine($lineId: ID!) {
    removeCartLine(lineId: $lineId) {
      id
      ...ShopCart_Cart
    }
  }
`);
