import { graphql } from "../../gql";

/** What every list of reviews shows of one (the menu page's public list, the staff's): spread with @unmask. */
export const ReviewFieldsFragment = graphql(`
  fragment ReviewFields on Review {
    id
    firstName
    createdAt
    foodRating
    comment
    reply
  }
`);
