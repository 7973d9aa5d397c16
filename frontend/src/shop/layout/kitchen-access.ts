import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";

/**
 * Whether the signed-in person is on some restaurant's staff: only ids, asked when the account
 * menu (or the menu sheet) first opens, and kept in the cache. The shop's first download holds
 * this and a link, never the kitchen's code.
 */
const ShopKitchenAccessDocument = graphql(`
  query ShopKitchenAccess {
    kitchenRestaurants {
      id
    }
  }
`);

/** The kitchen board's path, for the "Kitchen" link of people on a restaurant's staff. */
export const KITCHEN_PATH = "/kitchen";

/** True once the server says the person may open at least one kitchen board. */
export function useHasKitchen(): boolean {
  const { data } = useQuery(ShopKitchenAccessDocument, { fetchPolicy: "cache-first" });
  return (data?.kitchenRestaurants.length ?? 0) > 0;
}
