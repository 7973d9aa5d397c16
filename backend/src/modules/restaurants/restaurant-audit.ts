import type { AuditSnapshot } from "../audit/audit-changes";
import { sortedPeriods, type OpeningPeriod } from "./opening-hours";
import type { Restaurant } from "./restaurant.entity";

/** The week's hours as the trail keeps them: "MONDAY 09:00-22:00", Monday first. */
export const auditedOpeningHours = (hours: readonly OpeningPeriod[]): string[] =>
  sortedPeriods(hours).map((period) => `${period.day} ${period.opens}-${period.closes}`);

export type AuditedRestaurantFields = Pick<
  Restaurant,
  | "name"
  | "description"
  | "image"
  | "category"
  | "openingHours"
  | "priceForTwoPaise"
  | "minimumOrderPaise"
  | "discount"
  | "deliveryTimeMinutes"
  | "rating"
  | "isOpen"
  | "closedUntil"
  | "deliveryRadiusKm"
>;

/**
 * A restaurant's fields as the audit trail keeps them (docs/architecture.md#audit-trail): its
 * terms, money in paise. Not its contact (e-mail, phone, address) nor where it stands: the trail
 * keeps no one's contact or location.
 */
export const auditedRestaurant = (restaurant: AuditedRestaurantFields): AuditSnapshot => ({
  name: restaurant.name,
  description: restaurant.description,
  image: restaurant.image,
  category: restaurant.category,
  openingHours: auditedOpeningHours(restaurant.openingHours),
  priceForTwoPaise: restaurant.priceForTwoPaise,
  minimumOrderPaise: restaurant.minimumOrderPaise,
  discount: restaurant.discount,
  deliveryTimeMinutes: restaurant.deliveryTimeMinutes,
  rating: restaurant.rating,
  isOpen: restaurant.isOpen,
  closedUntil: restaurant.closedUntil,
  deliveryRadiusKm: restaurant.deliveryRadiusKm,
});

/**
 * A place on a restaurant's staff as the trail keeps it: the restaurant and the account's id for a
 * member; for an invitation only that there is one (its e-mail address is a person's, not kept).
 */
export const auditedStaffMember = (restaurantId: string, userId: string | null): AuditSnapshot => ({
  restaurantId,
  userId,
  status: userId ? "ACTIVE" : "INVITED",
});
