/**
 * Bounds of a menu item's choices. A real menu has a portion group and an extras group of a
 * handful each; these keep every menu page, cart and order line small whatever an admin types.
 */
export const MAX_OPTION_GROUPS = 8;
export const MAX_OPTIONS_PER_GROUP = 20;
export const OPTION_NAME_LENGTH = 60;
/** An extra costs at most this much (rupees): a portion upgrade, never a second meal's price. */
export const MAX_EXTRA_PRICE_RUPEES = 10_000;

/**
 * What a real item has, for the query cost (graphql/query-cost.ts): a portion group and an extras
 * group of a few options each, and a line with a portion and an extra. The bounds above,
 * multiplied over a 100-dish menu or a kitchen board of 100 orders of 30 lines, would price those
 * pages out; the cap on an answer's size covers an admin who fills them.
 */
export const TYPICAL_OPTION_GROUPS = 3;
export const TYPICAL_OPTIONS_PER_GROUP = 6;
export const TYPICAL_CHOSEN_OPTIONS = 2;
