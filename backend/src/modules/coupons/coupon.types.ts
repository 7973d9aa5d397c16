import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { paiseToRupees } from "../../common/money";
import { CouponKindEnum, type CouponKind } from "./coupon-kind";
import type { Coupon } from "./coupon.entity";
import { WeekdayEnum, type Weekday } from "../restaurants/weekday";

@ObjectType("Coupon", { description: "An offer customers apply by its code; money in rupees" })
export class CouponView {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: "Upper case letters and digits" })
  code!: string;

  @Field(() => String)
  description!: string;

  @Field(() => CouponKindEnum)
  kind!: CouponKind;

  @Field(() => Float, { description: "PERCENT: the percent; FLAT: the rupees off" })
  value!: number;

  @Field(() => Float, { nullable: true, description: "PERCENT: the most it takes off (rupees); null: no cap" })
  maxDiscount!: number | null;

  @Field(() => Float, { description: "The items' value (rupees) from which it applies; 0: any" })
  minOrder!: number;

  @Field(() => Date, { nullable: true })
  validFrom!: Date | null;

  @Field(() => Date, { nullable: true, description: "The first moment it no longer applies" })
  validUntil!: Date | null;

  @Field(() => Int, { nullable: true })
  usageLimit!: number | null;

  @Field(() => Int, { nullable: true })
  perCustomerLimit!: number | null;

  @Field(() => Boolean)
  firstOrderOnly!: boolean;

  @Field(() => [ID], { description: "The restaurants it applies at; empty: every restaurant" })
  restaurantIds!: string[];

  @Field(() => [WeekdayEnum], { description: "The days of the week (in India) it applies on, in the week's order; empty: every day" })
  weekdays!: Weekday[];

  @Field(() => Boolean)
  isActive!: boolean;

  @Field(() => Int, { description: "The orders using it now: placed ones, not those rejected, cancelled or failed in delivery" })
  usedCount!: number;
}

export function couponView(coupon: Coupon, usedCount: number): CouponView {
  return {
    id: coupon.id,
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    value: coupon.kind === "PERCENT" ? coupon.percent! : paiseToRupees(coupon.amountPaise!),
    maxDiscount: coupon.maxDiscountPaise === null ? null : paiseToRupees(coupon.maxDiscountPaise),
    minOrder: paiseToRupees(coupon.minOrderPaise),
    validFrom: coupon.validFrom,
    validUntil: coupon.validUntil,
    usageLimit: coupon.usageLimit,
    perCustomerLimit: coupon.perCustomerLimit,
    firstOrderOnly: coupon.firstOrderOnly,
    restaurantIds: coupon.restaurantIds,
    weekdays: coupon.weekdays,
    isActive: coupon.isActive,
    usedCount,
  };
}
