import { graphql } from "../../gql";

/**
 * One page of the admin's restaurant table; `search` matches the name or address. Each row as
 * the table shows it, and as the edit sheet opened from it fills its form.
 */
export const AdminRestaurantsDocument = graphql(`
  query AdminCatalogueRestaurants($search: String, $limit: Int!, $offset: Int!) {
    adminRestaurants(search: $search, limit: $limit, offset: $offset) {
      total
      limit
      offset
      items {
        id
        ...RestaurantList_Restaurant
        ...RestaurantFormDrawer_Restaurant
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
      ...TownChoice_Town @unmask
    }
  }
`);

/** A new restaurant: the table, which gains a row (and may page differently), asks again. */
export const CreateRestaurantDocument = graphql(`
  mutation AdminCatalogueCreateRestaurant($input: RestaurantInput!) {
    createRestaurant(input: $input) {
      id
    }
  }
`);

/**
 * Changes a restaurant: the edit sheet (every field) and the row's open switch (`{ isOpen }`).
 * It answers with the row's and the sheet's fragments, so the normalised cache (Restaurant:id)
 * updates the table and the next edit without asking again.
 */
export const UpdateRestaurantDocument = graphql(`
  mutation AdminCatalogueUpdateRestaurant($id: ID!, $input: RestaurantUpdateInput!) {
    updateRestaurant(id: $id, input: $input) {
      id
      ...RestaurantList_Restaurant
      ...RestaurantFormDrawer_Restaurant
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

/**
 * The week grid's periods (a day without any is closed), saved after the sheet's other fields.
 * It answers with the row's and the sheet's fragments: the table's hours follow from the cache.
 */
export const SetOpeningHoursDocument = graphql(`
  mutation AdminCatalogueSetOpeningHours($restaurantId: ID!, $periods: [OpeningPeriodInput!]!) {
    setOpeningHours(restaurantId: $restaurantId, periods: $periods) {
      id
      ...RestaurantList_Restaurant
      ...RestaurantFormDrawer_Restaurant
    }
  }
`);
