import type { CouponInput, CouponKind, Weekday } from "../../gql/graphql";
import { WEEKDAYS } from "../../common/weekdays";
import { isRupeeAmount, toSentRupees } from "../../common/rupees";
import type { ChosenRestaurant } from "../common/restaurant-picker";

/**
 * The server's rules for a coupon (backend coupons/coupon.inputs.ts), so the form says no before
 * the server does.
 */
export const COUPON_LIMITS = {
  codePattern: /^[A-Za-z0-9]{3,20}$/,
  codeMax: 20,
  descriptionMax: 200,
  percentMin: 1,
  percentMax: 100,
  flatMax: 10_000,
  minOrderMax: 100_000,
  usesMax: 1_000_000,
  restaurantsMax: 50,
} as const;

/** India's offset from UTC: it keeps no daylight saving, so every date has it (docs/architecture.md#conventions). */
const INDIA_OFFSET_MINUTES = 330;

/** What the form holds. Numbers are null while their box is empty; dates as an India wall clock ("2026-11-29T18:30"). */
export interface CouponFormValues {
  code: string;
  description: string;
  kind: CouponKind;
  value: number | null;
  maxDiscount: number | null;
  minOrder: number | null;
  validFrom: string;
  validUntil: string;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  restaurantIds: ChosenRestaurant[];
  /** The days of the week (in India) it applies on; none: every day. */
  weekdays: Weekday[];
  isActive: boolean;
}

/** A coupon as the API gives it, with the names of its restaurants (as the picker shows them). */
export interface EditableCoupon {
  code: string;
  description: string;
  kind: CouponKind;
  value: number;
  maxDiscount?: number | null;
  minOrder: number;
  validFrom?: string | null;
  validUntil?: string | null;
  usageLimit?: number | null;
  perCustomerLimit?: number | null;
  firstOrderOnly: boolean;
  weekdays: readonly Weekday[];
  isActive: boolean;
}

export function emptyCouponValues(): CouponFormValues {
  return {
    code: "",
    description: "",
    kind: "PERCENT",
    value: null,
    maxDiscount: null,
    minOrder: 0,
    validFrom: "",
    validUntil: "",
    usageLimit: null,
    perCustomerLimit: null,
    firstOrderOnly: false,
    restaurantIds: [],
    weekdays: [],
    isActive: true,
  };
}

/** "2026-11-28T18:30:00.000Z" -> "2026-11-29T00:00": the moment as a clock in India shows it (a datetime-local box's value). */
export function toIndiaClock(iso: string | null | undefined): string {
  if (!iso) return "";
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return "";
  return new Date(time + INDIA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/** "2026-11-29T00:00" (India) -> "2026-11-29T00:00:00+05:30"; empty -> null. Whatever the device's own zone. */
export function fromIndiaClock(clock: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?/.exec(clock.trim());
  if (!match) return null;
  return `${match[1]}T${match[2]}${match[3] ?? ":00"}+05:30`;
}

export function couponToValues(coupon: EditableCoupon, restaurants: ChosenRestaurant[]): CouponFormValues {
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    value: coupon.value,
    maxDiscount: coupon.maxDiscount ?? null,
    minOrder: coupon.minOrder,
    validFrom: toIndiaClock(coupon.validFrom),
    validUntil: toIndiaClock(coupon.validUntil),
    usageLimit: coupon.usageLimit ?? null,
    perCustomerLimit: coupon.perCustomerLimit ?? null,
    firstOrderOnly: coupon.firstOrderOnly,
    restaurantIds: restaurants,
    weekdays: [...coupon.weekdays],
    isActive: coupon.isActive,
  };
}

/** A required number the form has already checked; NaN makes the server refuse it rather than guess. */
const num = (value: number | null) => (value === null ? Number.NaN : value);
/** Money as the server's rule takes it (whole paise), float noise rounded away. */
const money = (value: number) => (isRupeeAmount(value, Number.MAX_SAFE_INTEGER) ? toSentRupees(value) : value);

/**
 * createCoupon's and updateCoupon's input: the code upper case and trimmed, money in whole paise,
 * maxDiscount only for a PERCENT coupon (the server refuses it on a FLAT one), empty boxes null.
 */
export function valuesToInput(values: CouponFormValues): CouponInput {
  const percent = values.kind === "PERCENT";
  return {
    code: values.code.trim().toUpperCase(),
    description: values.description.trim(),
    kind: values.kind,
    value: percent ? num(values.value) : money(num(values.value)),
    maxDiscount: percent && values.maxDiscount !== null ? money(values.maxDiscount) : null,
    minOrder: money(values.minOrder ?? 0),
    validFrom: fromIndiaClock(values.validFrom),
    validUntil: fromIndiaClock(values.validUntil),
    usageLimit: values.usageLimit,
    perCustomerLimit: values.perCustomerLimit,
    firstOrderOnly: values.firstOrderOnly,
    restaurantIds: values.restaurantIds.map((restaurant) => restaurant.value),
    // In the week's order, as the API answers them, whatever order they were ticked in.
    weekdays: WEEKDAYS.filter((day) => values.weekdays.includes(day)),
    isActive: values.isActive,
  };
}

/** Whether the end comes after the start (both India clocks); true when either is empty. */
export function endsAfterStart(validFrom: string, validUntil: string): boolean {
  const from = fromIndiaClock(validFrom);
  const until = fromIndiaClock(validUntil);
  return from === null || until === null || new Date(until).getTime() > new Date(from).getTime();
}

/** Where a coupon stands now: switched off, not started, ended, or running. */
export type CouponState = "off" | "scheduled" | "ended" | "running";

export function couponState(
  coupon: { isActive: boolean; validFrom?: string | null; validUntil?: string | null },
  now: Date = new Date(),
): CouponState {
  if (!coupon.isActive) return "off";
  if (coupon.validUntil && new Date(coupon.validUntil).getTime() <= now.getTime()) return "ended";
  if (coupon.validFrom && new Date(coupon.validFrom).getTime() > now.getTime()) return "scheduled";
  return "running";
}
