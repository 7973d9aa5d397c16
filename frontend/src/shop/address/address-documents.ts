import { graphql } from "../../gql";
import type { ShopAddressesQuery } from "../../gql/graphql";

/**
 * The customer's saved addresses (at most 2) and their mutations. Checkout and the account's
 * Address tab both read ShopAddresses: each address as its card shows it and as the form edits
 * it, and its first line, which the card's buttons name. The mutations answer with the same
 * fragments and the form/list add or drop the address in that list in the cache, so both places
 * stay in step without a refetch.
 */
export const ShopAddressesDocument = graphql(`
  query ShopAddresses {
    addresses {
      id
      address
      ...AddressLines_Address
      ...AddressForm_Address
    }
  }
`);

/** A saved address as the list holds it (its card's and form's fragments). */
export type Address = ShopAddressesQuery["addresses"][number];

export const AddressAddDocument = graphql(`
  mutation AddressAdd($input: AddressInput!) {
    addAddress(input: $input) {
      id
      ...AddressLines_Address
      ...AddressForm_Address
    }
  }
`);

export const AddressUpdateDocument = graphql(`
  mutation AddressUpdate($id: ID!, $input: UpdateAddressInput!) {
    updateAddress(id: $id, input: $input) {
      id
      ...AddressLines_Address
      ...AddressForm_Address
    }
  }
`);

export const AddressDeleteDocument = graphql(`
  mutation AddressDelete($id: ID!) {
    deleteAddress(id: $id)
  }
`);

/** docs/architecture.md#constants and docs/architecture.md#addresses: the server refuses a third address (ADDRESS_LIMIT_REACHED). */
export const MAX_ADDRESSES = 2;
