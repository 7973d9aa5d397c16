import { Field, Float, ObjectType } from "type-graphql";
import type { Restaurant } from "../restaurants/restaurant.entity";

/** A Google Maps directions link to a point: opens the maps app on phones, the site elsewhere. */
export const directionsUrl = (latitude: number, longitude: number): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;

@ObjectType({ description: "Where a pickup's customer collects the food: the restaurant as it is now" })
export class PickupPlace {
  @Field(() => String)
  restaurantName!: string;

  @Field(() => String, { description: "The restaurant's address" })
  address!: string;

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => String, { description: "A Google Maps directions link to the restaurant's location" })
  directionsUrl!: string;
}

export function pickupPlaceOf(restaurant: Pick<Restaurant, "name" | "address" | "latitude" | "longitude">): PickupPlace {
  return {
    restaurantName: restaurant.name,
    address: restaurant.address,
    latitude: restaurant.latitude,
    longitude: restaurant.longitude,
    directionsUrl: directionsUrl(restaurant.latitude, restaurant.longitude),
  };
}
