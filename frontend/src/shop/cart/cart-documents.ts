import { graphql } from "../../gql";

/**
 * The cart as the cart screens show it: the header badge's count, the sheet's and checkout's
 * notice and button, the items total a quantity change moves at once, and the fragment of their
 * lines. The query and every cart mutation below answer with it, so the normalised cache
 * (Cart:id, CartLine:id) updates the badge, the sheet and checkout at once without a refetch.
 * Read with `useShopCart()`. The bill is not in it: the header asks for this on every shop page,
 * and only the sheet and checkout show the bill (CartSummary_Cart, below).
 */
export const ShopCartFragment = graphql(`
  fragment ShopCart_Cart on Cart {
    id
    itemCount
    itemsTotal
    minimumOrderShortfall
    canCheckout
    restaurantName
    restaurantIsOpenNow
    ...CartLines_Cart
  }
`);

/**
 * The bill the sheet shows (no address: the server prices the fee to the customer's latest
 * address). The sheet asks again each time it opens: adding a dish on a menu answers with the
 * cart's lines alone.
 */
export const CartSheetBillDocument = graphql(`
  query CartSheetBill($addressId: ID, $fulfilment: Fulfilment) {
    cart {
      id
      ...CartSummary_Cart
    }
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

/**
 * A line by its id: one item can fill several lines, one per set of choices. The sheet and
 * checkout change lines; each answers with the bill it shows (`addressId`: checkout's chosen
 * address, null on the sheet; `fulfilment`: checkout's delivery or pick up, none on the sheet).
 */
export const CartUpdateLineDocument = graphql(`
  mutation CartUpdateLine($lineId: ID!, $quantity: Int!, $addressId: ID, $fulfilment: Fulfilment) {
    updateCartLine(lineId: $lineId, quantity: $quantity) {
      id
      ...ShopCart_Cart
      ...CartSummary_Cart
    }
  }
`);

export const CartRemoveLineDocument = graphql(`
  mutation CartRemoveLine($lineId: ID!, $addressId: ID, $fulfilment: Fulfilment) {
    removeCartLine(lineId: $lineId) {
      id
      ...ShopCart_Cart
      ...CartSummary_Cart
    }
  }
`);
