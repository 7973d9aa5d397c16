import { given } from "../../common/given";
import { rupeesToPaise } from "../../common/money";
import type { RestaurantInput, RestaurantUpdateInput } from "./restaurant.inputs";
import type { Restaurant } from "./restaurant.entity";
import { toHhMm } from "./time-of-day";

export const DEFAULT_RATING = 4;

type RestaurantColumns = Omit<Restaurant, "id" | "createdAt" | "updatedAt" | "distanceKm" | "closedUntil" | keyof RestaurantGetters>;
type RestaurantGetters = Pick<Restaurant, "openingTimeHhMm" | "closingTimeHhMm" | "priceForTwoRupees" | "deliveryTime" | "openNow" | "closedForToday" | "closedForTodayUntil">;

/** The columns a validated input sets, in the database's units; fields not given (or null) are left out. */
export function restaurantChanges(input: RestaurantUpdateInput): Partial<RestaurantColumns> {
  const changes: Partial<RestaurantColumns> = {};
  const { name, description, image, email, phone, address, category, openingTime, closingTime } = input;
  const { priceForTwo, discount, deliveryTime, rating, isOpen, latitude, longitude, deliveryRadiusKm } = input;
  if (given(name)) changes.name = name.trim();
  if (given(description)) changes.description = description.trim();
  if (given(image)) changes.image = image;
  if (given(email)) changes.email = email.trim();
  if (given(phone)) changes.phone = phone;
  if (given(address)) changes.address = address.trim();
  if (given(category)) changes.category = category;
  if (given(openingTime)) changes.openingTime = toHhMm(openingTime);
  if (given(closingTime)) changes.closingTime = toHhMm(closingTime);
  if (given(priceForTwo)) changes.priceForTwoPaise = rupeesToPaise(priceForTwo);
  if (given(discount)) changes.discount = discount;
  if (given(deliveryTime)) changes.deliveryTimeMinutes = deliveryTime;
  if (given(rating)) changes.rating = rating.toFixed(1);
  if (given(isOpen)) changes.isOpen = isOpen;
  if (given(latitude)) changes.latitude = latitude;
  if (given(longitude)) changes.longitude = longitude;
  if (given(deliveryRadiusKm)) changes.deliveryRadiusKm = deliveryRadiusKm.toFixed(1);
  return changes;
}

/** A new restaurant's columns: the input's, with the defaults for what it may leave out. */
export function newRestaurantColumns(input: RestaurantInput): RestaurantColumns {
  const defaults: Partial<RestaurantColumns> = {
    description: "", image: "", email: "", phone: "", discount: 0, rating: DEFAULT_RATING.toFixed(1), isOpen: true,
  };
  return { ...defaults, ...restaurantChanges(input) } as RestaurantColumns;
}
