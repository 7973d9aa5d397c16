import { graphql } from "../../gql";

export const CategoriesDocument = graphql(`
  query ListingRestaurantCategories {
    restaurantCategories {
      id
      label
    }
  }
`);

export const RestaurantsDocument = graphql(`
  query ListingRestaurants(
    $latitude: Float!
    $longitude: Float!
    $filter: RestaurantFilterInput
    $sort: RestaurantSort!
    $limit: Int!
    $offset: Int!
  ) {
    restaurantsNear(latitude: $latitude, longitude: $longitude, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
      total
      offset
      items {
        id
        ...RestaurantCard_Restaurant
      }
    }
  }
`);
