import { graphql } from "../../gql";

/** The restaurant menu page: the restaurant's name and its whole menu, unavailable items included. */
export const AdminRestaurantMenuDocument = graphql(`
  query AdminCatalogueRestaurantMenu($id: ID!) {
    restaurant(id: $id) {
      id
      name
      address
      isOpen
      isOpenNow
      menuItems {
        id
        image
        name
        description
        originalPrice
        offerPrice
        price
        discount
        isVeg
        category
        ingredients
        preparationTime
        rating
        isAvailable
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

export const CreateMenuItemDocument = graphql(`
  mutation AdminCatalogueCreateMenuItem($restaurantId: ID!, $input: MenuItemInput!) {
    createMenuItem(restaurantId: $restaurantId, input: $input) {
      id
      name
    }
  }
`);

export const UpdateMenuItemDocument = graphql(`
  mutation AdminCatalogueUpdateMenuItem($restaurantId: ID!, $id: ID!, $input: MenuItemUpdateInput!) {
    updateMenuItem(restaurantId: $restaurantId, id: $id, input: $input) {
      id
      image
      name
      description
      originalPrice
      offerPrice
      price
      discount
      isVeg
      category
      ingredients
      preparationTime
      rating
      isAvailable
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
