import { graphql } from "../gql";

/**
 * A town as the pickers offer it: the shop's location fallback (shop/location/location-fallback.tsx)
 * and the admin's restaurant location (admin/restaurants/location-fields.tsx). The name, district and
 * pincode label the choice; choosing it sets the coordinates. Both read the towns straight from
 * their query's answer, so they spread it with `@unmask` (Apollo's data masking, apollo.ts).
 */
export const TownChoiceFragment = graphql(`
  fragment TownChoice_Town on Town {
    name
    district
    pincode
    latitude
    longitude
  }
`);
