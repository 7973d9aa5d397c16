import { DEMO_TOWN_LOCATION } from "./page-options";
import { graphql } from "./graphql";

/** The demo town's nearest restaurant (the first of the listing): its id and name. */
export async function nearestDemoRestaurant(): Promise<{ id: string; name: string }> {
  const { restaurantsNear } = await graphql<{ restaurantsNear: { items: Array<{ id: string; name: string }> } }>(
    `query E2ENearestDemoRestaurant($latitude: Float!, $longitude: Float!) {
      restaurantsNear(latitude: $latitude, longitude: $longitude, limit: 1) { items { id name } }
    }`,
    DEMO_TOWN_LOCATION,
  );
  const restaurant = restaurantsNear.items[0];
  if (!restaurant) throw new Error("The demo town has no restaurants near Bhimavaram");
  return restaurant;
}
