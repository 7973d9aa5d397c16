import { graphql } from "../../gql";

/**
 * The restaurant menu page: the restaurant's name and address over its whole menu, unavailable
 * items included, each item as its card shows it and as the edit sheet opened from it fills its form.
 */
export const AdminRestaurantMenuDocument = graphql(`
  query AdminCatalogueRestaurantMenu($id: ID!) {
    restaurant(id: $id) {
      id
      name
      address
      menuItems {
        id
        ...MenuItemAdminCard_MenuItem
        ...MenuItemSheet_MenuItem
      }
    }
  }
`);

export const AdminMenuCategoriesDocument = graphql(`
  query AdminCatalogueMenuCategories {
    menuCategories {
      id
      label
    }
  }
`);

/** A new item: the menu, which gains a card, asks again. */
export const CreateMenuItemDocument = graphql(`
  mutation AdminCatalogueCreateMenuItem($restaurantId: ID!, $input: MenuItemInput!) {
    createMenuItem(restaurantId: $restaurantId, input: $input) {
      id
    }
  }
`);

/**
 * Changes an item: the edit sheet (every field) and the card's availability switch. It answers
 * with the card's and the sheet's fragments, so the normalised cache (MenuItem:id) updates the
 * card and the next edit without asking again.
 */
export const UpdateMenuItemDocument = graphql(`
  mutation AdminCatalogueUpdateMenuItem($restaurantId: ID!, $id: ID!, $input: MenuItemUpdateInput!) {
    updateMenuItem(restaurantId: $restaurantId, id: $id, input: $input) {
      id
      ...MenuItemAdminCard_MenuItem
      ...MenuItemSheet_MenuItem
    }
  }
`);

export const DeleteMenuItemDocument = graphql(`
  mutation AdminCatalogueDeleteMenuItem($restaurantId: ID!, $id: ID!) {
    deleteMenuItem(restaurantId: $restaurantId, id: $id) {
      id
      message
    }
  }
`);
