import {
  COUPON_LIMITS,
  couponState,
  couponToValues,
  emptyCouponValues,
  endsAfterStart,
  fromIndiaClock,
  toIndiaClock,
  valuesToInput,
  type EditableCoupon,
} from "./coupon-form-values";

const sunday: EditableCoupon = {
  code: "SUNDAY20",
  description: "20% off on Sundays",
  kind: "PERCENT",
  value: 20,
  maxDiscount: 60,
  minOrder: 199,
  // Sunday 29 November 2026, midnight to midnight in India.
  validFrom: "2026-11-28T18:30:00.000Z",
  validUntil: "2026-11-29T18:30:00.000Z",
  usageLimit: 5,
  perCustomerLimit: 1,
  firstOrderOnly: false,
  weekdays: ["SUNDAY"],
  isActive: true,
};
const kitchens = [{ value: "9b1c0b6e-3d7c-4a53-9a8c-1a2b3c4d5e6f", label: "Sri Krishna Tiffins" }];

describe("India's clock in the date-time boxes", () => {
  it("shows a moment as India's clock, whatever the device's zone", () => {
    expect(toIndiaClock("2026-11-28T18:30:00.000Z")).toBe("2026-11-29T00:00");
    expect(toIndiaClock("2026-11-29T00:00:00+05:30")).toBe("2026-11-29T00:00");
    expect(toIndiaClock(null)).toBe("");
    expect(toIndiaClock("not a date")).toBe("");
  });

  it("sends India's clock with its offset, and nothing for an empty box", () => {
    expect(fromIndiaClock("2026-11-29T00:00")).toBe("2026-11-29T00:00:00+05:30");
    expect(fromIndiaClock("2026-11-29T18:45:30")).toBe("2026-11-29T18:45:30+05:30");
    expect(fromIndiaClock("")).toBeNull();
    expect(new Date(fromIndiaClock(toIndiaClock(sunday.validFrom))!).toISOString()).toBe(sunday.validFrom);
  });

  it("wants the end after the start, either may be empty", () => {
    expect(endsAfterStart("2026-11-29T00:00", "2026-11-30T00:00")).toBe(true);
    expect(endsAfterStart("2026-11-29T00:00", "2026-11-29T00:00")).toBe(false);
    expect(endsAfterStart("2026-11-30T00:00", "2026-11-29T23:59")).toBe(false);
    expect(endsAfterStart("", "2026-11-29T00:00")).toBe(true);
    expect(endsAfterStart("2026-11-29T00:00", "")).toBe(true);
  });
});

describe("the coupon form's values and CouponInput", () => {
  it("starts a new offer as the API's defaults: percent, any order, no limits, on, every restaurant", () => {
    expect(emptyCouponValues()).toMatchObject({
      kind: "PERCENT",
      minOrder: 0,
      usageLimit: null,
      perCustomerLimit: null,
      firstOrderOnly: false,
      restaurantIds: [],
      weekdays: [],
      isActive: true,
    });
  });

  it("sends the days in the week's order, whatever order they were ticked in", () => {
    expect(valuesToInput({ ...couponToValues(sunday, []), weekdays: ["SUNDAY", "FRIDAY", "SATURDAY"] }).weekdays).toEqual([
      "FRIDAY",
      "SATURDAY",
      "SUNDAY",
    ]);
  });

  it("round-trips a saved coupon into updateCoupon's input", () => {
    expect(valuesToInput(couponToValues(sunday, kitchens))).toEqual({
      code: "SUNDAY20",
      description: "20% off on Sundays",
      kind: "PERCENT",
      value: 20,
      maxDiscount: 60,
      minOrder: 199,
      validFrom: "2026-11-29T00:00:00+05:30",
      validUntil: "2026-11-30T00:00:00+05:30",
      usageLimit: 5,
      perCustomerLimit: 1,
      firstOrderOnly: false,
      restaurantIds: [kitchens[0]!.value],
      weekdays: ["SUNDAY"],
      isActive: true,
    });
  });

  it("sends the code upper case and trimmed, empty dates and limits as null", () => {
    const input = valuesToInput({ ...emptyCouponValues(), code: " first50 ", kind: "FLAT", value: 50, description: "  ₹50 off  " });
    expect(input).toMatchObject({
      code: "FIRST50",
      description: "₹50 off",
      kind: "FLAT",
      value: 50,
      validFrom: null,
      validUntil: null,
      usageLimit: null,
      perCustomerLimit: null,
    });
  });

  it("sends no maximum discount for an amount off (the server refuses one), and none when the box is empty", () => {
    expect(valuesToInput({ ...couponToValues(sunday, []), kind: "FLAT", value: 40 }).maxDiscount).toBeNull();
    expect(valuesToInput({ ...couponToValues(sunday, []), maxDiscount: null }).maxDiscount).toBeNull();
  });

  it("sends money in whole paise (float noise would be refused) and an empty minimum order as 0", () => {
    const input = valuesToInput({ ...emptyCouponValues(), code: "NOISE", kind: "FLAT", value: 0.1 + 0.2, minOrder: null });
    expect(input.value).toBe(0.3);
    expect(input.minOrder).toBe(0);
  });

  it("sends an empty required value as NaN for the server to refuse, never a guess", () => {
    expect(valuesToInput({ ...emptyCouponValues(), code: "EMPTY" }).value).toBeNaN();
  });

  it("checks codes as the server does", () => {
    for (const code of ["FIRST50", "abc", "A1B2C3D4E5F6G7H8I9J0"]) expect(COUPON_LIMITS.codePattern.test(code)).toBe(true);
    for (const code of ["AB", "FIRST 50", "FIRST-50", "A1B2C3D4E5F6G7H8I9J0K", "₹50"])
      expect(COUPON_LIMITS.codePattern.test(code)).toBe(false);
  });
});

describe("where a coupon stands", () => {
  const now = new Date("2026-11-29T06:30:00.000Z");
  it("is off when switched off, whatever its dates", () => {
    expect(couponState({ ...sunday, isActive: false }, now)).toBe("off");
  });
  it("runs between its dates, is scheduled before them and ended from validUntil on", () => {
    expect(couponState(sunday, now)).toBe("running");
    expect(couponState(sunday, new Date("2026-11-28T18:29:59.000Z"))).toBe("scheduled");
    expect(couponState(sunday, new Date("2026-11-29T18:30:00.000Z"))).toBe("ended");
    expect(couponState({ isActive: true, validFrom: null, validUntil: null }, now)).toBe("running");
  });
});
