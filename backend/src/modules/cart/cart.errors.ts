/** What the cart refuses, and placing an order from it (orders/order-placement.ts) too. Their HTTP statuses, for the REST adapter (rest/envelope.ts). */
export const cartErrorCodes = {
  CART_EMPTY: 400,
  CART_RESTAURANT_CONFLICT: 409,
  RESTAURANT_CLOSED: 409,
  ITEM_UNAVAILABLE: 409,
  /** A group's minChoices not met; extensions name the group (groupId, groupName). */
  OPTION_REQUIRED: 400,
  /** More options of a group than its maxChoices; extensions name the group. */
  TOO_MANY_OPTIONS: 400,
  /** A chosen option is over or was removed; extensions name its group (or the removed ids). */
  OPTION_UNAVAILABLE: 409,
} as const;

declare module "../../common/errors" {
  interface ModuleErrorCodes {
    cart: typeof cartErrorCodes;
  }
}
