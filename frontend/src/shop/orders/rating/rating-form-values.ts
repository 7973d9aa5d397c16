/** The rating form's rules (docs/architecture.md#ratings-and-reviews); the server judges them again. */

/** A delivered order may be rated for this many days (the server's RATING_WINDOW_DAYS). */
export const RATING_WINDOW_DAYS = 7;
export const COMMENT_MAX_LENGTH = 500;

export interface RatingFormValues {
  /** 0: not chosen yet. */
  foodRating: number;
  /** 0: not chosen (the delivery's stars are optional, and only offered when a rider delivered). */
  deliveryRating: number;
  comment: string;
  likedMenuItemIds: string[];
}

export const EMPTY_RATING: RatingFormValues = { foodRating: 0, deliveryRating: 0, comment: "", likedMenuItemIds: [] };

export type RatingProblem = "foodRatingRequired" | "commentTooLong";

/** What keeps the form from being sent, in the order the form shows them. */
export function ratingProblems(values: RatingFormValues): RatingProblem[] {
  const problems: RatingProblem[] = [];
  if (!Number.isInteger(values.foodRating) || values.foodRating < 1 || values.foodRating > 5) problems.push("foodRatingRequired");
  if (values.comment.trim().length > COMMENT_MAX_LENGTH) problems.push("commentTooLong");
  return problems;
}

/** The mutation's input: the delivery's stars only when a rider delivered and some were chosen; a blank comment left out. */
export function toRateOrderInput(values: RatingFormValues, riderDelivered: boolean) {
  const comment = values.comment.trim();
  return {
    foodRating: values.foodRating,
    deliveryRating: riderDelivered && values.deliveryRating > 0 ? values.deliveryRating : null,
    comment: comment === "" ? null : comment,
    likedMenuItemIds: [...new Set(values.likedMenuItemIds)],
  };
}

/** Whether the order can still be rated: delivered at most RATING_WINDOW_DAYS ago. */
export function ratingOpen(order: { status: string; deliveredAt: string | null | undefined }, now: Date): boolean {
  if (order.status !== "DELIVERED" || !order.deliveredAt) return false;
  return now.getTime() - new Date(order.deliveredAt).getTime() <= RATING_WINDOW_DAYS * 24 * 60 * 60 * 1000;
}

/** Ticks or unticks a dish among the liked ones. */
export function toggleLiked(liked: readonly string[], menuItemId: string): string[] {
  return liked.includes(menuItemId) ? liked.filter((id) => id !== menuItemId) : [...liked, menuItemId];
}

/** The order's dishes that can be ticked: each menu item once (a line whose item was removed has none). */
export function likeableDishes(lines: ReadonlyArray<{ menuItemId?: string | null; name: string }>): Array<{ id: string; name: string }> {
  const seen = new Map<string, string>();
  for (const line of lines) if (line.menuItemId && !seen.has(line.menuItemId)) seen.set(line.menuItemId, line.name);
  return [...seen].map(([id, name]) => ({ id, name }));
}
