import { halfUpPaise } from "../../common/money";
import { kolkataWeekdayIndex } from "../restaurants/opening-hours";
import { WEEKDAYS } from "../restaurants/weekday";
import type { Coupon } from "./coupon.entity";
import type { CouponRefusalCode } from "./coupons.errors";

export type JudgedCoupon = Pick<
  Coupon,
  | "kind"
  | "percent"
  | "amountPaise"
  | "maxDiscountPaise"
  | "minOrderPaise"
  | "validFrom"
  | "validUntil"
  | "usageLimit"
  | "perCustomerLimit"
  | "firstOrderOnly"
  | "restaurantIds"
  | "weekdays"
  | "isActive"
>;

/** The cart (or the order being placed) a coupon is judged on; amounts in integer paise. */
export interface CouponCart {
  restaurantId: string;
  /** The items' value before any discount. */
  itemsPaise: number;
  now: Date;
}

/** The coupon's uses now (unreleased redemptions) and the customer's past. */
export interface CouponUsage {
  used: number;
  usedByCustomer: number;
  /** The customer has an order that was neither rejected nor cancelled (only read for firstOrderOnly coupons). */
  customerHasOrder: boolean;
}

export type CouponVerdict =
  { ok: true; discountPaise: number } | { ok: false; code: CouponRefusalCode; reason: CouponRefusalReason; missingPaise?: number };

/** The refusal's own text (i18n `coupon.*`): a code may have two (not yet valid / expired; used up by all / by you). */
export type CouponRefusalReason =
  "invalid" | "expired" | "notYet" | "notToday" | "minOrder" | "usedUp" | "usedUpByYou" | "notForRestaurant" | "firstOrderOnly";

const refuse = (code: CouponRefusalCode, reason: CouponRefusalReason, missingPaise?: number): CouponVerdict =>
  missingPaise === undefined ? { ok: false, code, reason } : { ok: false, code, reason, missingPaise };

/**
 * The one judge of a coupon on a cart (docs/architecture.md#offers-and-coupons): applying it, the
 * coupons offered, the cart's bill and the order's placement all ask it, so they never disagree.
 * Checks run from what the customer can do least about to what they can: switched off, dates,
 * the day of the week, restaurant, first order, uses, then the order's value (add more to reach it).
 */
export function judgeCoupon(coupon: JudgedCoupon, cart: CouponCart, usage: CouponUsage): CouponVerdict {
  if (!coupon.isActive) return refuse("COUPON_INVALID", "invalid");
  if (coupon.validFrom && cart.now < coupon.validFrom) return refuse("COUPON_EXPIRED", "notYet");
  if (coupon.validUntil && cart.now >= coupon.validUntil) return refuse("COUPON_EXPIRED", "expired");
  if (coupon.weekdays.length > 0 && !coupon.weekdays.includes(WEEKDAYS[kolkataWeekdayIndex(cart.now)]!)) {
    return refuse("COUPON_NOT_TODAY", "notToday");
  }
  if (coupon.restaurantIds.length > 0 && !coupon.restaurantIds.includes(cart.restaurantId)) {
    return refuse("COUPON_NOT_FOR_RESTAURANT", "notForRestaurant");
  }
  if (coupon.firstOrderOnly && usage.customerHasOrder) return refuse("COUPON_FIRST_ORDER_ONLY", "firstOrderOnly");
  if (coupon.usageLimit !== null && usage.used >= coupon.usageLimit) return refuse("COUPON_USED_UP", "usedUp");
  if (coupon.perCustomerLimit !== null && usage.usedByCustomer >= coupon.perCustomerLimit) return refuse("COUPON_USED_UP", "usedUpByYou");
  if (cart.itemsPaise < coupon.minOrderPaise) return refuse("COUPON_MIN_ORDER", "minOrder", coupon.minOrderPaise - cart.itemsPaise);
  return { ok: true, discountPaise: discountPaise(coupon, cart.itemsPaise) };
}

/**
 * What a coupon takes off items worth `itemsPaise`: PERCENT rounds half up to the paisa once, then
 * its cap; FLAT its amount; never more than the items' value.
 */
export function discountPaise(coupon: Pick<Coupon, "kind" | "percent" | "amountPaise" | "maxDiscountPaise">, itemsPaise: number): number {
  const raw =
    coupon.kind === "PERCENT"
      ? Math.min(halfUpPaise(itemsPaise * coupon.percent!, 100), coupon.maxDiscountPaise ?? Number.POSITIVE_INFINITY)
      : coupon.amountPaise!;
  return Math.max(0, Math.min(raw, itemsPaise));
}
