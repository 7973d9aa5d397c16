import { graphql } from "../../gql";

/** A person on a restaurant's staff (or invited to it), as the staff sheet lists them. */
export const RestaurantStaffMemberFragment = graphql(`
  fragment RestaurantStaffMember_Member on RestaurantStaffMember {
    id
    email
    name
    status
    addedAt
    addedByName
  }
`);

export const AdminRestaurantStaffDocument = graphql(`
  query AdminRestaurantStaff($restaurantId: ID!) {
    restaurantStaff(restaurantId: $restaurantId) {
      id
      ...RestaurantStaffMember_Member @unmask
    }
  }
`);

/** Adds a person by e-mail: a member at once when the account exists, otherwise an invitation. */
export const AddRestaurantStaffDocument = graphql(`
  mutation AdminAddRestaurantStaff($restaurantId: ID!, $email: String!) {
    addRestaurantStaff(restaurantId: $restaurantId, email: $email) {
      id
      ...RestaurantStaffMember_Member @unmask
    }
  }
`);

/** Ends a membership or an invitation at once. */
export const RemoveRestaurantStaffDocument = graphql(`
  mutation AdminRemoveRestaurantStaff($restaurantId: ID!, $email: String!) {
    removeRestaurantStaff(restaurantId: $restaurantId, email: $email)
  }
`);
