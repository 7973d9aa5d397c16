import { graphql } from "../../gql";

/** The home's offers, in their order. */
export const BannersDocument = graphql(`
  query HomeBanners {
    banners {
      id
      image
    }
  }
`);

/** The town, district and state of the customer's GPS position (the city under the greeting). */
export const ReverseGeocodeDocument = graphql(`
  query HomeReverseGeocode($latitude: Float!, $longitude: Float!) {
    reverseGeocode(latitude: $latitude, longitude: $longitude) {
      town
    }
  }
`);
