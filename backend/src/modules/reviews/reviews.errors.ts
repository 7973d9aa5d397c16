/** The ratings' and reviews' refusals (review.service.ts), with their HTTP statuses for the REST adapter. */
export const reviewsErrorCodes = {
  /** The order was rated already: one rating per delivered order. */
  ALREADY_RATED: 409,
  /** The order is not delivered, or it was delivered more than RATING_WINDOW_DAYS ago. */
  RATING_CLOSED: 409,
  /** The review has its restaurant's reply already: one reply per review. */
  ALREADY_REPLIED: 409,
} as const;

declare module "../../common/errors" {
  interface ModuleErrorCodes {
    reviews: typeof reviewsErrorCodes;
  }
}
