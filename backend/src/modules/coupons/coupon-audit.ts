import type { AuditSnapshot } from "../audit/audit-changes";
import type { Coupon } from "./coupon.entity";

/** A coupon's fields as the audit trail keeps them (docs/architecture.md#audit-trail): all of its terms, money in paise. */
export const auditedCoupon = (coupon: Omit<Coupon, "id" | "createdAt" | "updatedAt">): AuditSnapshot => ({
  code: coupon.code,
  description: coupon.description,
  kind: coupon.kind,
  percent: coupon.percent,
  amountPaise: coupon.amountPaise,
  maxDiscountPaise: coupon.maxDiscountPaise,
  minOrderPaise: coupon.minOrderPaise,
  validFrom: coupon.validFrom,
  validUntil: coupon.validUntil,
  usageLimit: coupon.usageLimit,
  perCustomerLimit: coupon.perCustomerLimit,
  firstOrderOnly: coupon.firstOrderOnly,
  restaurantIds: coupon.restaurantIds,
  weekdays: coupon.weekdays,
  isActive: coupon.isActive,
});
