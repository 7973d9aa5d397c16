import type { OpeningPeriodInput, RestaurantCategory, RestaurantInput } from "../../gql/graphql";
import { toSentRupees } from "../../common/rupees";
import { WEEKDAYS } from "../../common/weekdays";

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
  minimumOrderMax: 10_000,
  deliveryTimeMin: 1,
  deliveryTimeMax: 300,
  ratingMin: 0,
  ratingMax: 5,
  discountMin: 0,
  discountMax: 100,
  radiusMin: 0.5,
  radiusMax: 50,
  /** The week grid's periods, all days together (setOpeningHours' limit) and on one day. */
  periodsMax: 28,
  periodsPerDayMax: 4,
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
  /** The week grid: a day without periods is closed. */
  openingHours: OpeningPeriodInput[];
  priceForTwo: number | null;
  /** The least items' value of an order, in rupees; 0 (or an empty box): none. */
  minimumOrder: number | null;
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
  minimumOrder: number;
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
    openingHours: [],
    priceForTwo: null,
    minimumOrder: 0,
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
  const { image, name, description, email, phone, address, category, openingHours } = restaurant;
  const { priceForTwo, minimumOrder, deliveryTime, rating, discount, isOpen, latitude, longitude, deliveryRadiusKm } = restaurant;
  return {
    image,
    name,
    description,
    email,
    phone,
    address,
    category,
    openingHours: sortedPeriods(openingHours.map(({ day, opens, closes }) => ({ day, opens, closes }))),
    priceForTwo,
    minimumOrder,
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

/** Whether two weeks of periods are the same hours, whatever order the grid holds them in. */
export function samePeriods(a: OpeningPeriodInput[], b: OpeningPeriodInput[]): boolean {
  const week = (periods: OpeningPeriodInput[]) =>
    sortedPeriods(periods)
      .map(({ day, opens, closes }) => `${day} ${opens}-${closes}`)
      .join(",");
  return week(a) === week(b);
}

/** Monday first, each day's periods by the time they open: how the grid lists them. */
export function sortedPeriods(periods: OpeningPeriodInput[]): OpeningPeriodInput[] {
  return [...periods].sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.opens.localeCompare(b.opens));
}

/**
 * createRestaurant requires one opening and one closing time: the first period of the week.
 * The grid's periods replace them right after (setOpeningHours), so a week without any period
 * (closed every day) sends the 24-hour "00:00"-"00:00" only for that moment.
 */
function firstPeriodTimes(periods: OpeningPeriodInput[]): { openingTime: string; closingTime: string } {
  const [first] = sortedPeriods(periods);
  return first ? { openingTime: first.opens, closingTime: first.closes } : { openingTime: "00:00", closingTime: "00:00" };
}

/** The API input of a checked form (createRestaurant): text trimmed, optional numbers given their defaults. */
export function valuesToInput(values: RestaurantFormValues): RestaurantInput {
  return { ...valuesToUpdateInput(values), ...firstPeriodTimes(values.openingHours) };
}

/**
 * updateRestaurant's input: every field but the hours, which setOpeningHours saves (sending
 * openingTime/closingTime would set one period on every day).
 */
export function valuesToUpdateInput(values: RestaurantFormValues): Omit<RestaurantInput, "openingTime" | "closingTime"> {
  return {
    image: values.image,
    name: values.name.trim(),
    description: values.description.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    category: values.category ?? ("" as RestaurantCategory),
    priceForTwo: num(values.priceForTwo),
    // Whole paise, as the server's money rule takes it: float noise (0.1 + 0.2) would be refused.
    minimumOrder: toSentRupees(values.minimumOrder ?? 0),
    deliveryTime: num(values.deliveryTime),
    rating: values.rating ?? 4,
    discount: values.discount ?? 0,
    isOpen: values.isOpen,
    latitude: num(values.latitude),
    longitude: num(values.longitude),
    deliveryRadiusKm: num(values.deliveryRadiusKm),
  };
}
