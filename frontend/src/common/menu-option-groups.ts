import { graphql } from "../gql";

/**
 * An item's option group with its options, as both the shop's option sheet and the admin's
 * Options section read it (spread with `@unmask` under `optionGroups`).
 */
export const MenuOptionGroupFieldsFragment = graphql(`
  fragment MenuOptionGroupFields on MenuOptionGroup {
    id
    name
    minChoices
    maxChoices
    options {
      id
      name
      extraPrice
      isAvailable
    }
  }
`);
