/** What applying a coupon (or placing an order with one) refuses, and the admins' coupon form. Their HTTP statuses, for the REST adapter. */
export const couponsErrorCodes = {
  /** No coupon has this code, or it is switched off. */
  COUPON_INVALID: 404,
  /** Past its validUntil, or before its validFrom (extensions.validFrom then). */
  COUPON_EXPIRED: 409,
  /** The coupon applies on some days of the week only (extensions.weekdays), not today in India. */
  COUPON_NOT_TODAY: 409,
  /** The items' value is below the coupon's minOrder; extensions.missing says how much more, in rupees. */
  COUPON_MIN_ORDER: 409,
  /** Its usageLimit, or the caller's perCustomerLimit, is reached. */
  COUPON_USED_UP: 409,
  /** The coupon names restaurants and the cart's is not one of them. */
  COUPON_NOT_FOR_RESTAURANT: 409,
  /** The caller has an order that was neither rejected nor cancelled. */
  COUPON_FIRST_ORDER_ONLY: 409,
  /** createCoupon / updateCoupon: another coupon has this code (codes are upper case, so case does not matter). */
  COUPON_CODE_TAKEN: 409,
} as const;

declare module "../../common/errors" {
  interface ModuleErrorCodes {
    coupons: typeof couponsErrorCodes;
  }
}

export type CouponRefusalCode = Exclude<keyof typeof couponsErrorCodes, "COUPON_CODE_TAKEN">;
