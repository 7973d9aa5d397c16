import { notNullish } from "../../common/not-nullish";
import { rupeesToPaise } from "../../common/money";
import type { RestaurantInput, RestaurantUpdateInput } from "./restaurant.inputs";
import type { Restaurant } from "./restaurant.entity";
import { sameHoursEveryDay } from "./opening-hours";

export const DEFAULT_RATING = 4;

type RestaurantColumns = Omit<Restaurant, "id" | "createdAt" | "updatedAt" | "distanceKm" | "closedUntil" | keyof RestaurantGetters>;
type RestaurantGetters = Pick<
  Restaurant,
  | "openingTimeHhMm"
  | "closingTimeHhMm"
  | "priceForTwoRupees"
  | "minimumOrder"
  | "deliveryTime"
  | "openNow"
  | "opensNextAt"
  | "closedForToday"
  | "closedForTodayUntil"
>;

/** The columns a validated input sets, in the database's units; fields not given (or null) are left out. */
export function restaurantChanges(input: RestaurantUpdateInput): Partial<RestaurantColumns> {
  const changes: Partial<RestaurantColumns> = {};
  const { name, description, image, email, phone, address, category, openingTime, closingTime } = input;
  const { priceForTwo, minimumOrder, discount, deliveryTime, rating, isOpen, latitude, longitude, deliveryRadiusKm } = input;
  if (notNullish(name)) changes.name = name.trim();
  if (notNullish(description)) changes.description = description.trim();
  if (notNullish(image)) changes.image = image;
  if (notNullish(email)) changes.email = email.trim();
  if (notNullish(phone)) changes.phone = phone;
  if (notNullish(address)) changes.address = address.trim();
  if (notNullish(category)) changes.category = category;
  // The one pair of times is that period on every day (the service fills in a missing half).
  if (notNullish(openingTime) && notNullish(closingTime)) changes.openingHours = sameHoursEveryDay(openingTime, closingTime);
  if (notNullish(priceForTwo)) changes.priceForTwoPaise = rupeesToPaise(priceForTwo);
  if (notNullish(minimumOrder)) changes.minimumOrderPaise = rupeesToPaise(minimumOrder);
  if (notNullish(discount)) changes.discount = discount;
  if (notNullish(deliveryTime)) changes.deliveryTimeMinutes = deliveryTime;
  if (notNullish(rating)) changes.rating = rating.toFixed(1);
  if (notNullish(isOpen)) changes.isOpen = isOpen;
  if (notNullish(latitude)) changes.latitude = latitude;
  if (notNullish(longitude)) changes.longitude = longitude;
  if (notNullish(deliveryRadiusKm)) changes.deliveryRadiusKm = deliveryRadiusKm.toFixed(1);
  return changes;
}

/** A new restaurant's columns: the input's, with the defaults for what it may leave out. */
export function newRestaurantColumns(input: RestaurantInput): RestaurantColumns {
  const defaults: Partial<RestaurantColumns> = {
    description: "",
    image: "",
    email: "",
    phone: "",
    discount: 0,
    minimumOrderPaise: 0,
    rating: DEFAULT_RATING.toFixed(1),
    isOpen: true,
  };
  return { ...defaults, ...restaurantChanges(input) } as RestaurantColumns;
}
