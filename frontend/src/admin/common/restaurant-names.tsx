import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import list from "./list-page.module.css";

/**
 * A restaurant's name (webhooks and coupons limited to some restaurants). The operation keeps the
 * name it had on the webhooks page: it is one of the public catalogue documents sent by hash
 * (backend graphql/catalogue-cache-hints.spec.ts lists them).
 */
export const AdminRestaurantNameDocument = graphql(`
  query AdminWebhookRestaurant($id: ID!) {
    restaurant(id: $id) {
      id
      name
    }
  }
`);

/** One restaurant's name (each asked once, then read from the cache for every row showing it). */
function RestaurantName({ id, unknownText }: { id: string; unknownText: string }) {
  const { data, error } = useQuery(AdminRestaurantNameDocument, { variables: { id } });
  if (error) return unknownText;
  return data?.restaurant.name ?? "…";
}

/** The restaurants something is limited to, by name; none shows `allText` ("Every restaurant"). */
export function RestaurantNames({ ids, allText, unknownText }: { ids: readonly string[]; allText: string; unknownText: string }) {
  if (ids.length === 0) return <span className={list.muted}>{allText}</span>;
  return (
    <span className={list.wrap}>
      {ids.map((id, index) => (
        <span key={id}>
          {index > 0 && ", "}
          <RestaurantName id={id} unknownText={unknownText} />
        </span>
      ))}
    </span>
  );
}
