import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDate,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from "class-validator";
import { Field, Float, ID, InputType, Int } from "type-graphql";
import { rules } from "../../common/compose-decorators";
import { wholePaise } from "../../common/money";
import { RupeesAmount } from "../../common/validation";
import { WEEKDAYS, WeekdayEnum, type Weekday } from "../restaurants/weekday";
import { COUPON_KINDS, CouponKindEnum, type CouponKind } from "./coupon-kind";

export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]{3,20}$/;
export const COUPON_DESCRIPTION_MAX_LENGTH = 200;
/** A coupon names at most this many restaurants (the admin's form lists them; the API's cost counts them). */
export const MAX_COUPON_RESTAURANTS = 50;
/** The most uses a limit may set: far above a town's orders, well inside an integer column. */
export const MAX_COUPON_USES = 1_000_000;
/** A FLAT coupon's most: its value is money (common/validation.ts), narrowed to what an offer could be. */
export const MAX_FLAT_RUPEES = 10_000;

const VALUE_MESSAGE = "A PERCENT coupon's value is a whole percent from 1 to 100; a FLAT one's is ₹0.01 to ₹10,000 in rupees and paise";

/** The value by the coupon's kind: a whole percent (1 to 100), or rupees by the money rule. */
const CouponValue = () =>
  ValidateBy({
    name: "couponValue",
    validator: {
      validate: (value, args) => {
        const kind = (args?.object as { kind?: unknown }).kind;
        if (kind === "PERCENT") return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 100;
        const paise = wholePaise(value);
        return paise !== null && paise >= 1 && paise <= MAX_FLAT_RUPEES * 100;
      },
      defaultMessage: () => VALUE_MESSAGE,
    },
  });

/** validUntil after validFrom, when both are given. */
const AfterValidFrom = () =>
  ValidateBy({
    name: "afterValidFrom",
    validator: {
      validate: (value, args) => {
        const from = (args?.object as { validFrom?: unknown }).validFrom;
        return !(from instanceof Date) || !(value instanceof Date) || value > from;
      },
      defaultMessage: () => "Valid until must be after valid from",
    },
  });

/** maxDiscount caps a PERCENT coupon only. */
const OnlyForPercent = () =>
  ValidateBy({
    name: "onlyForPercent",
    validator: {
      validate: (value, args) => value === null || value === undefined || (args?.object as { kind?: unknown }).kind === "PERCENT",
      defaultMessage: () => "Only a PERCENT coupon has a maximum discount",
    },
  });

const UsesLimit = (label: string) =>
  rules(
    IsOptional(),
    IsInt({ message: `${label} must be a whole number` }),
    Min(1, { message: `${label} must be at least 1` }),
    Max(MAX_COUPON_USES, { message: `${label} must be at most ${MAX_COUPON_USES}` }),
  );

@InputType({ description: "A coupon as the admins' Offers page sets it (every field; updateCoupon replaces them all). Money in rupees." })
export class CouponInput {
  @Field(() => String, { description: "3 to 20 letters and digits; stored upper case, unique whatever the case" })
  @IsString({ message: "Code is required" })
  @Matches(COUPON_CODE_PATTERN, { message: "The code must be 3 to 20 letters (A-Z) and digits" })
  code!: string;

  @Field(() => String, {
    defaultValue: "",
    description: `What the customer reads about it, at most ${COUPON_DESCRIPTION_MAX_LENGTH} characters`,
  })
  @IsString()
  @MaxLength(COUPON_DESCRIPTION_MAX_LENGTH, { message: `The description must be at most ${COUPON_DESCRIPTION_MAX_LENGTH} characters` })
  description: string = "";

  @Field(() => CouponKindEnum)
  @IsIn(COUPON_KINDS, { message: "Kind must be PERCENT or FLAT" })
  kind!: CouponKind;

  @Field(() => Float, { description: "PERCENT: a whole percent, 1 to 100; FLAT: rupees off (₹0.01 to ₹10,000)" })
  @CouponValue()
  value!: number;

  @Field(() => Float, { nullable: true, description: "PERCENT only: the most it takes off, in rupees; null: no cap" })
  @OnlyForPercent()
  @RupeesAmount("Maximum discount", MAX_FLAT_RUPEES, true)
  maxDiscount?: number | null;

  @Field(() => Float, { defaultValue: 0, description: "The items' value (rupees) from which it applies; 0: any" })
  @RupeesAmount("Minimum order", 100_000)
  minOrder: number = 0;

  @Field(() => Date, { nullable: true, description: "From when it applies; null: at once" })
  @IsOptional()
  @IsDate({ message: "Valid from must be a date and time" })
  validFrom?: Date | null;

  @Field(() => Date, { nullable: true, description: "The first moment it no longer applies; null: never ends" })
  @IsOptional()
  @IsDate({ message: "Valid until must be a date and time" })
  @AfterValidFrom()
  validUntil?: Date | null;

  @Field(() => Int, { nullable: true, description: "How many orders may use it in all; null: no limit" })
  @UsesLimit("Usage limit")
  usageLimit?: number | null;

  @Field(() => Int, { nullable: true, description: "How many orders of one customer may use it; null: no limit" })
  @UsesLimit("Per-customer limit")
  perCustomerLimit?: number | null;

  @Field(() => Boolean, {
    defaultValue: false,
    description: "Only for a customer with no order yet (rejected and cancelled ones do not count)",
  })
  @IsBoolean()
  firstOrderOnly: boolean = false;

  @Field(() => [ID], {
    defaultValue: [],
    description: `The restaurants it applies at (at most ${MAX_COUPON_RESTAURANTS}); empty: every restaurant`,
  })
  @IsArray()
  @ArrayMaxSize(MAX_COUPON_RESTAURANTS, { message: `A coupon may name at most ${MAX_COUPON_RESTAURANTS} restaurants` })
  @ArrayUnique({ message: "Each restaurant may be given once" })
  @IsUUID("all", { each: true, message: "Each restaurant must be a restaurant's id" })
  restaurantIds!: string[];

  @Field(() => [WeekdayEnum], {
    defaultValue: [],
    description: 'The days of the week (in India) it applies on ("20% off on Sundays"); empty: every day',
  })
  @IsArray()
  @ArrayUnique({ message: "Each day may be given once" })
  @IsIn(WEEKDAYS, { each: true, message: "Each day must be a day of the week" })
  weekdays!: Weekday[];

  @Field(() => Boolean, { defaultValue: true })
  @IsBoolean()
  isActive: boolean = true;
}
