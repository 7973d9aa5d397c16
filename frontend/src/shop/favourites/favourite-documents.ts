import { graphql } from "../../gql";

/** The heart's state: whether the signed-in customer keeps this restaurant among the favourites. */
export const FavouriteButtonFragment = graphql(`
  fragment FavouriteButton_Restaurant on Restaurant {
    id
    name
    isFavourite
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
