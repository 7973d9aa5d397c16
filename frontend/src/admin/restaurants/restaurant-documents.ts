import { graphql } from "../../gql";

/** One page of the admin's restaurant table; `search` matches the name or address. */
export const AdminRestaurantsDocument = graphql(`
  query AdminCatalogueRestaurants($search: String, $limit: Int!, $offset: Int!) {
    adminRestaurants(search: $search, limit: $limit, offset: $offset) {
      total
      limit
      offset
      items {
        id
        name
        image
        description
        email
        phone
        address
        category
        openingTime
        closingTime
        priceForTwo
        deliveryTime
        rating
        discount
        isOpen
        isOpenNow
        latitude
        longitude
        deliveryRadiusKm
      }
    }
  }
`);

export const AdminRestaurantCategoriesDocument = graphql(`
  query AdminCatalogueRestaurantCategories {
    restaurantCategories {
      id
      label
    }
  }
`);

/** The gazetteer's towns: a quick way to fill in a restaurant's coordinates. */
export const AdminTownsDocument = graphql(`
  query AdminCatalogueTowns {
    towns {
      name
      district
      pincode
      latitude
      longitude
    }
  }
`);

export const CreateRestaurantDocument = graphql(`
  mutation AdminCatalogueCreateRestaurant($input: RestaurantInput!) {
    createRestaurant(input: $input) {
      id
      name
    }
  }
`);

export const UpdateRestaurantDocument = graphql(`
  mutation AdminCatalogueUpdateRestaurant($id: ID!, $input: RestaurantUpdateInput!) {
    updateRestaurant(id: $id, input: $input) {
      id
      name
      image
      description
      email
      phone
      address
      category
      openingTime
      closingTime
      priceForTwo
      deliveryTime
      rating
      discount
      isOpen
      isOpenNow
      latitude
      longitude
      deliveryRadiusKm
    }
  }
`);

/** Just the open switch: the row's switch and badge update through the normalised cache. */
export const SetRestaurantOpenDocument = graphql(`
  mutation AdminCatalogueSetRestaurantOpen($id: ID!, $isOpen: Boolean!) {
    updateRestaurant(id: $id, input: { isOpen: $isOpen }) {
      id
      isOpen
      isOpenNow
    }
  }
`);

export const DeleteRestaurantDocument = graphql(`
  mutation AdminCatalogueDeleteRestaurant($id: ID!) {
    deleteRestaurant(id: $id) {
      id
      message
    }
  }
`);

/** How many dishes go with a restaurant that is deleted (for the confirmation). */
export const RestaurantMenuSizeDocument = graphql(`
  query AdminCatalogueRestaurantMenuSize($id: ID!) {
    restaurant(id: $id) {
      id
      menuItems {
        id
      }
    }
  }
`);
