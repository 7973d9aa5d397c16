import { graphql } from "../../gql";

/**
 * The whole menu page in one request: the header card's restaurant and its menu's cards, filtered
 * and sorted by the server (docs/architecture.md#budgets: at most 3 SQL statements whatever the number of items).
 * The option sheet asks for the dishes' choices itself when it first opens. The page itself reads the name (its title) and whether the restaurant takes orders now.
 */
export const MenuRestaurantDocument = graphql(`
  query MenuRestaurant($id: ID!, $filter: MenuFilterInput, $sort: MenuItemSort) {
    restaurant(id: $id) {
      id
      name
      isOpenNow
      ...RestaurantHeader_Restaurant
      menuItems(filter: $filter, sort: $sort) {
        id
        ...MenuItemCard_MenuItem
      }
    }
  }
`);
