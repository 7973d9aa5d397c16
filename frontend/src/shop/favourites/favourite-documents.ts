import { graphql } from "../../gql";

/**
 * What the heart names. Whether it is on comes from the signed-in customer's
 * `favouriteRestaurantIds` (common/current-user.ts), never from the restaurant's answer: the
 * catalogue's answers stay public (HTTP-cacheable).
 */
export const FavouriteButtonFragment = graphql(`
  fragment FavouriteButton_Restaurant on Restaurant {
    id
    name
  }
`);

export const SetFavouriteRestaurantDocument = graphql(`
  mutation ShopSetFavouriteRestaurant($restaurantId: ID!, $favourite: Boolean!) {
    setFavouriteRestaurant(restaurantId: $restaurantId, favourite: $favourite) {
      id
      isFavourite
    }
  }
`);

/** The account's Favourites tab: each restaurant as a listing card shows it. */
export const FavouriteRestaurantsDocument = graphql(`
  query ShopFavouriteRestaurants {
    favouriteRestaurants {
      id
      ...RestaurantCard_Restaurant
    }
  }
`);
