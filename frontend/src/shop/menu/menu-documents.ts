import { graphql } from "../../gql";

/**
 * The whole menu page in one request: the restaurant's header fields and its menu, filtered and
 * sorted by the server (DESIGN §9: at most 3 SQL statements whatever the number of items).
 */
export const MenuRestaurantDocument = graphql(`
  query MenuRestaurant($id: ID!, $filter: MenuFilterInput, $sort: MenuItemSort) {
    restaurant(id: $id) {
      id
      name
      address
      category
      openingTime
      closingTime
      priceForTwo
      rating
      isOpenNow
      menuItems(filter: $filter, sort: $sort) {
        id
        ...MenuItemCardFields
      }
    }
  }
`);
