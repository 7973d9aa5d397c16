import { graphql } from "../../gql";

/** Items of the restaurants delivering to the point, best matches first (docs/architecture.md#delivery-area). */
export const SearchMenuItemsDocument = graphql(`
  query SearchMenuItems($keyword: String!, $latitude: Float!, $longitude: Float!, $limit: Int!) {
    searchMenuItems(keyword: $keyword, latitude: $latitude, longitude: $longitude, limit: $limit) {
      id
      ...MenuItemCard_MenuItem
      restaurant {
        id
        name
        isOpenNow
      }
    }
  }
`);
