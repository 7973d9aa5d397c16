/**
 * A restaurant's rating (docs/architecture.md#ratings-and-reviews): the admin's starting rating
 * until its customers gave MIN_CUSTOMER_RATINGS food ratings; from then on the starting rating
 * weighs as that many ratings of its value, with the customers' own, to one decimal (half up).
 * The database computes the same (`restaurant_rating`, migration 1796860000000-reviews.ts) for the
 * near-me list's sort; reckoned here in tenths, as whole numbers, so both round alike.
 */
export const MIN_CUSTOMER_RATINGS = 5;

/** The rating to one decimal, from the starting rating (a number or the column's "4.0") and the customers' sum and count. */
export function weightedRating(starting: number | string, ratingSum: number, ratingCount: number): number {
  const startTenths = Math.round(Number(starting) * 10);
  if (ratingCount < MIN_CUSTOMER_RATINGS) return startTenths / 10;
  const numerator = MIN_CUSTOMER_RATINGS * startTenths + 10 * ratingSum;
  const denominator = MIN_CUSTOMER_RATINGS + ratingCount;
  // Half up on whole tenths: floor((2n + d) / 2d).
  return Math.floor((2 * numerator + denominator) / (2 * denominator)) / 10;
}
