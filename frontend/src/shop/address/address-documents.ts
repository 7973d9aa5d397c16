import { graphql } from "../../gql";
import type { ShopAddressesQuery } from "../../gql/graphql";

/**
 * The customer's saved addresses (at most 2) and their mutations. Checkout and the account's
 * Address tab both read ShopAddresses; the mutations answer the same fields and the form/list
 * update that list in the cache, so both places stay in step without a refetch.
 */
export const ShopAddressesDocument = graphql(`
  query ShopAddresses {
    addresses {
      id
      address
      city
      pincode
      phone
      notes
    }
  }
`);

export type Address = ShopAddressesQuery["addresses"][number];

export const AddressAddDocument = graphql(`
  mutation AddressAdd($input: AddressInput!) {
    addAddress(input: $input) {
      id
      address
      city
      pincode
      phone
      notes
    }
  }
`);

export const AddressUpdateDocument = graphql(`
  mutation AddressUpdate($id: ID!, $input: UpdateAddressInput!) {
    updateAddress(id: $id, input: $input) {
      id
      address
      city
      pincode
      phone
      notes
    }
  }
`);

export const AddressDeleteDocument = graphql(`
  mutation AddressDelete($id: ID!) {
    deleteAddress(id: $id)
  }
`);

/** Spec §9 and DESIGN §5: the server refuses a third address (ADDRESS_LIMIT_REACHED). */
export const MAX_ADDRESSES = 2;
