import { graphql } from "../../gql";
import type { ShopCartQuery } from "../../gql/graphql";

/**
 * The signed-in customer's cart with its lines. The header badge, the cart sheet and checkout all
 * read this one query; every cart mutation below answers the Cart with the very same fields, so
 * the normalised cache (Cart:id, CartLine:id) updates all of them at once without a refetch.
 */
export const ShopCartDocument = graphql(`
  query ShopCart {
    cart {
      id
      itemCount
      itemsTotal
      deliveryCharge
      total
      canCheckout
      hasUnavailableItems
      restaurantId
      restaurantName
      restaurantIsOpenNow
      items {
        id
        menuItemId
        name
        image
        isVeg
        isAvailable
        restaurantId
        restaurantName
        offerPrice
        originalPrice
        price
        quantity
        lineTotal
      }
    }
  }
`);

export type ShopCart = ShopCartQuery["cart"];
export type ShopCartLine = ShopCart["items"][number];

export const CartAddToCartDocument = graphql(`
  mutation CartAddToCart($menuItemId: ID!, $replaceCart: Boolean!) {
    addToCart(menuItemId: $menuItemId, quantity: 1, replaceCart: $replaceCart) {
      id
      itemCount
      itemsTotal
      deliveryCharge
      total
      canCheckout
      hasUnavailableItems
      restaurantId
      restaurantName
      restaurantIsOpenNow
      items {
        id
        menuItemId
        name
        image
        isVeg
        isAvailable
        restaurantId
        restaurantName
        offerPrice
        originalPrice
        price
        quantity
        lineTotal
      }
    }
  }
`);

export const CartUpdateItemDocument = graphql(`
  mutation CartUpdateItem($menuItemId: ID!, $quantity: Int!) {
    updateCartItem(menuItemId: $menuItemId, quantity: $quantity) {
      id
      itemCount
      itemsTotal
      deliveryCharge
      total
      canCheckout
      hasUnavailableItems
      restaurantId
      restaurantName
      restaurantIsOpenNow
      items {
        id
        menuItemId
        name
        image
        isVeg
        isAvailable
        restaurantId
        restaurantName
        offerPrice
        originalPrice
        price
        quantity
        lineTotal
      }
    }
  }
`);

export const CartRemoveItemDocument = graphql(`
  mutation CartRemoveItem($menuItemId: ID!) {
    removeFromCart(menuItemId: $menuItemId) {
      id
      itemCount
      itemsTotal
      deliveryCharge
      total
      canCheckout
      hasUnavailableItems
      restaurantId
      restaurantName
      restaurantIsOpenNow
      items {
        id
        menuItemId
        name
        image
        isVeg
        isAvailable
        restaurantId
        restaurantName
        offerPrice
        originalPrice
        price
        quantity
        lineTotal
      }
    }
  }
`);
