import type { RestaurantCategory, RestaurantInput } from "../../gql/graphql";

/**
 * The server's rules for a restaurant (backend restaurants/restaurant.inputs.ts), so the form
 * says no before the server does, with the same messages.
 */
export const RESTAURANT_LIMITS = {
  nameMin: 2,
  nameMax: 120,
  descriptionMax: 2000,
  emailMax: 254,
  addressMax: 300,
  priceMin: 1,
  priceMax: 100_000,
  deliveryTimeMin: 1,
  deliveryTimeMax: 300,
  ratingMin: 0,
  ratingMax: 5,
  discountMin: 0,
  discountMax: 100,
  radiusMin: 0.5,
  radiusMax: 50,
} as const;

/** Roughly the bounding box of Andhra Pradesh (backend geo/andhra-pradesh.ts): where a restaurant may stand. */
export const ANDHRA_PRADESH_BOUNDS = { minLatitude: 12.6, maxLatitude: 19.95, minLongitude: 76.7, maxLongitude: 84.8 } as const;

/** "H:MM" or "HH:MM", 00:00 to 23:59 (backend time-of-day.ts). */
export const TIME_PATTERN = /^([01]?\d|2[0-3]):[0-5]\d$/;

export const isLatitudeInAndhraPradesh = (latitude: number) =>
  Number.isFinite(latitude) && latitude >= ANDHRA_PRADESH_BOUNDS.minLatitude && latitude <= ANDHRA_PRADESH_BOUNDS.maxLatitude;

export const isLongitudeInAndhraPradesh = (longitude: number) =>
  Number.isFinite(longitude) && longitude >= ANDHRA_PRADESH_BOUNDS.minLongitude && longitude <= ANDHRA_PRADESH_BOUNDS.maxLongitude;

/** What the form holds. Numbers are null while their box is empty. */
export interface RestaurantFormValues {
  image: string;
  name: string;
  description: string;
  email: string;
  phone: string;
  address: string;
  category: RestaurantCategory | null;
  openingTime: string;
  closingTime: string;
  priceForTwo: number | null;
  deliveryTime: number | null;
  rating: number | null;
  discount: number | null;
  isOpen: boolean;
  latitude: number | null;
  longitude: number | null;
  deliveryRadiusKm: number | null;
}

/** The restaurant fields the form edits, as the API gives them. */
export type EditableRestaurant = Omit<RestaurantFormValues, "category"> & {
  category: RestaurantCategory;
  priceForTwo: number;
  deliveryTime: number;
  rating: number;
  discount: number;
  latitude: number;
  longitude: number;
  deliveryRadiusKm: number;
};

/** A new restaurant: the API's defaults (rating 4.0, no discount, open). */
export function emptyRestaurantValues(): RestaurantFormValues {
  return {
    image: "",
    name: "",
    description: "",
    email: "",
    phone: "",
    address: "",
    category: null,
    openingTime: "",
    closingTime: "",
    priceForTwo: null,
    deliveryTime: null,
    rating: 4,
    discount: 0,
    isOpen: true,
    latitude: null,
    longitude: null,
    deliveryRadiusKm: null,
  };
}

export function restaurantToValues(restaurant: EditableRestaurant): RestaurantFormValues {
  const { image, name, description, email, phone, address, category, openingTime, closingTime } = restaurant;
  const { priceForTwo, deliveryTime, rating, discount, isOpen, latitude, longitude, deliveryRadiusKm } = restaurant;
  return {
    image,
    name,
    description,
    email,
    phone,
    address,
    category,
    openingTime,
    closingTime,
    priceForTwo,
    deliveryTime,
    rating,
    discount,
    isOpen,
    latitude,
    longitude,
    deliveryRadiusKm,
  };
}

/** A required number the form has already checked; NaN makes the server refuse it rather than guess. */
const num = (value: number | null) => (value === null ? Number.NaN : value);

/**
 * The API input of a checked form: text trimmed, optional numbers given their defaults. The same
 * shape serves updateRestaurant, which then simply sets every field.
 */
export function valuesToInput(values: RestaurantFormValues): RestaurantInput {
  return {
    image: values.image,
    name: values.name.trim(),
    description: values.description.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    category: values.category ?? ("" as RestaurantCategory),
    openingTime: values.openingTime,
    closingTime: values.closingTime,
    priceForTwo: num(values.priceForTwo),
    deliveryTime: num(values.deliveryTime),
    rating: values.rating ?? 4,
    discount: values.discount ?? 0,
    isOpen: values.isOpen,
    latitude: num(values.latitude),
    longitude: num(values.longitude),
    deliveryRadiusKm: num(values.deliveryRadiusKm),
  };
}
