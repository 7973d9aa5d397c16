import { staffApiErrors } from "./te/staff-errors";
import { kitchen } from "./te/kitchen";
import { staffReviews } from "./te/staff-reviews";
import { statements } from "./te/statements";
import type { KitchenCatalogue } from "./en-kitchen";

/** The kitchen board in Telugu, the counterpart of `enKitchen`: its own chunk, loaded with the kitchen's routes. */
export const teKitchen: KitchenCatalogue = {
  apiErrors: staffApiErrors,
  kitchen,
  staffReviews,
  statements,
};
