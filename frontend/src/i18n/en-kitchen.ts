import { staffApiErrors } from "./en/staff-errors";
import { kitchen } from "./en/kitchen";
import { staffReviews } from "./en/staff-reviews";
import { statements } from "./en/statements";
import type { Widen } from "./en";

/**
 * The kitchen board in English: only restaurant staff (and admins) open it, so its texts are a
 * chunk of their own that the kitchen's routes load (`loadCatalogue("kitchen")`); the shop's
 * pages never download them.
 */
export const enKitchen = {
  apiErrors: staffApiErrors,
  kitchen,
  staffReviews,
  statements,
} as const;

/** The shape every language's kitchen catalogue has. */
export type KitchenCatalogue = Widen<typeof enKitchen>;
