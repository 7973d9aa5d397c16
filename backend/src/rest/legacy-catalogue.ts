import { AppError } from "../common/errors";
import { paiseToRupees } from "../common/money";
import { MENU_ITEM_SORT_KEYS, type MenuItemSortKey } from "../modules/menu/menu-item-sort";
import type { MenuItem } from "../modules/menu/menu-item.entity";
import { unitPricePaise } from "../modules/menu/pricing";
import type { Restaurant } from "../modules/restaurants/restaurant.entity";
import type { RestaurantView } from "../modules/restaurants/restaurant.service";

/**
 * The catalogue's legacy documents (docs/rest-contract.md) and the legacy bodies and query strings,
 * turned into the shapes the shared input classes validate. No rule lives here.
 */

type Body = Record<string, unknown>;

const rating = (value: string | number) => Number(value).toFixed(1);

/**
 * Restaurant: `_id`, prices in rupees, `priceRange` = price for two, GeoJSON location, rating "4.0".
 * Old clients know one open flag, `isOpen`, and show "Open Now" from it: in the shop's (public)
 * view it is therefore open now, switch and hours together, as add-to-cart judges it; staff get
 * the switch they set. `view` comes from the service.
 */
export function legacyRestaurant(restaurant: Restaurant, view: RestaurantView) {
  return {
    _id: restaurant.id,
    image: restaurant.image,
    name: restaurant.name,
    description: restaurant.description,
    email: restaurant.email,
    phone: restaurant.phone,
    address: restaurant.address,
    category: restaurant.category,
    openingTime: restaurant.openingTimeHhMm,
    closingTime: restaurant.closingTimeHhMm,
    priceRange: paiseToRupees(restaurant.priceForTwoPaise),
    discount: restaurant.discount,
    deliveryTime: restaurant.deliveryTimeMinutes,
    rating: rating(restaurant.currentRating),
    isOpen: view === "public" ? restaurant.openNow : restaurant.isOpen,
    /** Not in the old service: the switch and the hours together, as the shop shows it. */
    isOpenNow: restaurant.openNow,
    location: { type: "Point" as const, coordinates: [restaurant.longitude, restaurant.latitude] },
    deliveryRadiusKm: Number(restaurant.deliveryRadiusKm),
    ...(restaurant.distanceKm != null ? { distanceKm: restaurant.distanceKm } : {}),
    createdAt: restaurant.createdAt.toISOString(),
    updatedAt: restaurant.updatedAt.toISOString(),
  };
}

/**
 * MenuItem: `_id`, rupees, discount computed. offerPrice is what one unit costs (never above the
 * original), since clients of the old service computed totals from it.
 */
export function legacyMenuItem(item: MenuItem, restaurant?: Restaurant) {
  return {
    _id: item.id,
    restaurantId: item.restaurantId,
    image: item.image,
    name: item.name,
    description: item.description,
    originalPrice: paiseToRupees(item.originalPricePaise),
    offerPrice: paiseToRupees(unitPricePaise(item)),
    discount: item.percentOff,
    isVeg: item.isVeg,
    category: item.category,
    ingredients: item.ingredients,
    preparationTime: item.preparationTime,
    rating: rating(item.rating),
    isAvailable: item.isAvailable,
    ...(restaurant ? { restaurantName: restaurant.name, isRestaurantOpen: restaurant.openNow } : {}),
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}

const NUMBER = /^\s*-?\d+(\.\d+)?\s*$/;

/** Old forms send numbers as text; anything that is not a plain number is left for validation to refuse. */
const numeric = (value: unknown) => (typeof value === "string" && NUMBER.test(value) ? Number(value) : value);
const boolean = (value: unknown) => (value === "true" ? true : value === "false" ? false : value);

/** Drops undefined entries, so an input class keeps its defaults for what was not sent. */
export function defined(values: Body): Body {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

const asBody = (body: unknown): Body => (body && typeof body === "object" && !Array.isArray(body) ? { ...(body as Body) } : {});

/**
 * A legacy restaurant body: `priceRange` is the price for two; the location may come as GeoJSON
 * `{type:"Point", coordinates:[lng, lat]}` or as latitude/longitude.
 */
export function restaurantFromLegacyBody(raw: unknown): Body {
  const body = asBody(raw);
  const coordinates = (body.location as { coordinates?: unknown } | undefined)?.coordinates;
  if (Array.isArray(coordinates) && coordinates.length === 2) {
    body.longitude ??= coordinates[0];
    body.latitude ??= coordinates[1];
  }
  body.priceForTwo ??= body.priceRange;
  for (const key of ["priceForTwo", "discount", "deliveryTime", "rating", "latitude", "longitude", "deliveryRadiusKm"]) {
    body[key] = numeric(body[key]);
  }
  body.isOpen = boolean(body.isOpen);
  return defined(body);
}

export function menuItemFromLegacyBody(raw: unknown): Body {
  const body = asBody(raw);
  for (const key of ["originalPrice", "offerPrice", "rating"]) body[key] = numeric(body[key]);
  for (const key of ["isVeg", "isAvailable"]) body[key] = boolean(body[key]);
  return defined(body);
}

/** A path parameter (express types them loosely once a route has middleware before its handler). */
export const pathParam = (value: string | string[] | undefined): string => (Array.isArray(value) ? value.join("/") : (value ?? ""));

/** A query parameter as one string (the first, when repeated). */
export function queryText(value: unknown): string | undefined {
  if (Array.isArray(value)) return queryText(value[0]);
  return typeof value === "string" ? value : undefined;
}

/** A coordinate or count from the query string; anything unparseable becomes NaN for validation to refuse. */
export function queryNumber(value: unknown): number | undefined {
  const text = queryText(value);
  if (text === undefined) return undefined;
  return NUMBER.test(text) ? Number(text) : Number.NaN;
}

/** A filter group, comma-joined ("veg,both") or repeated; empty entries dropped. */
export function queryList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : [value];
  return parts
    .filter((part): part is string => typeof part === "string")
    .flatMap((part) => part.split(","))
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The isVeg group: "true" (Veg), "false" (Non-Veg); both or none selected means no filter. */
export function queryIsVeg(value: unknown): boolean | string | undefined {
  const chosen = new Set(queryList(value));
  if (chosen.size !== 1) return undefined;
  const [only] = chosen;
  return boolean(only) as boolean | string;
}

export function queryMenuSort(value: unknown): MenuItemSortKey | undefined {
  const sort = queryText(value);
  if (sort === undefined || sort === "") return undefined;
  if (!MENU_ITEM_SORT_KEYS.includes(sort as MenuItemSortKey)) {
    throw new AppError("BAD_USER_INPUT", `Sort by must be one of ${MENU_ITEM_SORT_KEYS.join(", ")}`);
  }
  return sort as MenuItemSortKey;
}
