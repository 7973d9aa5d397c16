import { registerEnumType } from "type-graphql";

export const COUPON_KINDS = ["PERCENT", "FLAT"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const CouponKindEnum = { PERCENT: "PERCENT", FLAT: "FLAT" } as const satisfies Record<CouponKind, CouponKind>;
registerEnumType(CouponKindEnum, {
  name: "CouponKind",
  description: "PERCENT: value % of the items' value (capped by maxDiscount); FLAT: value rupees off. Never more than the items' value.",
});
