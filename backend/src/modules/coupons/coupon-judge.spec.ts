import { discountPaise, judgeCoupon, type CouponUsage, type JudgedCoupon } from "./coupon-judge";

/** Sunday noon in India. */
const now = new Date("2026-11-29T06:30:00Z");
const coupon = (overrides: Partial<JudgedCoupon> = {}): JudgedCoupon => ({
  kind: "PERCENT",
  percent: 20,
  amountPaise: null,
  maxDiscountPaise: null,
  minOrderPaise: 0,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  restaurantIds: [],
  weekdays: [],
  isActive: true,
  ...overrides,
});
const fresh: CouponUsage = { used: 0, usedByCustomer: 0, customerHasOrder: false };
const cart = { restaurantId: "r1", itemsPaise: 50_000, now };

describe("discountPaise", () => {
  it("takes the percent of the items, rounded half up to the paisa", () => {
    expect(discountPaise(coupon({ percent: 15 }), 333)).toBe(50); // 49.95 → 50
    expect(discountPaise(coupon({ percent: 15 }), 330)).toBe(50); // 49.5 → 50
    expect(discountPaise(coupon({ percent: 15 }), 329)).toBe(49); // 49.35 → 49
  });

  it("caps a percent at maxDiscount", () => {
    expect(discountPaise(coupon({ percent: 20, maxDiscountPaise: 6000 }), 50_000)).toBe(6000);
    expect(discountPaise(coupon({ percent: 20, maxDiscountPaise: 6000 }), 20_000)).toBe(4000);
  });

  it("takes a flat amount, never more than the items", () => {
    expect(discountPaise(coupon({ kind: "FLAT", percent: null, amountPaise: 5000 }), 20_000)).toBe(5000);
    expect(discountPaise(coupon({ kind: "FLAT", percent: null, amountPaise: 5000 }), 3000)).toBe(3000);
    expect(discountPaise(coupon({ percent: 100 }), 12_345)).toBe(12_345);
  });
});

describe("judgeCoupon", () => {
  it("gives the discount when everything holds", () => {
    expect(judgeCoupon(coupon(), cart, fresh)).toEqual({ ok: true, discountPaise: 10_000 });
  });

  it.each([
    ["switched off", coupon({ isActive: false }), fresh, "COUPON_INVALID", "invalid"],
    ["not valid yet", coupon({ validFrom: new Date("2026-11-30T00:00:00Z") }), fresh, "COUPON_EXPIRED", "notYet"],
    ["expired", coupon({ validUntil: now }), fresh, "COUPON_EXPIRED", "expired"],
    ["another restaurant's", coupon({ restaurantIds: ["r2"] }), fresh, "COUPON_NOT_FOR_RESTAURANT", "notForRestaurant"],
    [
      "first order only",
      coupon({ firstOrderOnly: true }),
      { ...fresh, customerHasOrder: true },
      "COUPON_FIRST_ORDER_ONLY",
      "firstOrderOnly",
    ],
    ["used up", coupon({ usageLimit: 5 }), { ...fresh, used: 5 }, "COUPON_USED_UP", "usedUp"],
    [
      "used up by this customer",
      coupon({ perCustomerLimit: 1 }),
      { ...fresh, used: 1, usedByCustomer: 1 },
      "COUPON_USED_UP",
      "usedUpByYou",
    ],
  ] as const)("refuses a coupon %s", (_what, judged, usage, code, reason) => {
    expect(judgeCoupon(judged, cart, usage)).toMatchObject({ ok: false, code, reason });
  });

  it("applies on its days of the week in India only", () => {
    const sundays = coupon({ weekdays: ["SUNDAY"] });
    expect(judgeCoupon(sundays, cart, fresh)).toEqual({ ok: true, discountPaise: 10_000 });
    expect(judgeCoupon(coupon({ weekdays: ["SATURDAY", "MONDAY"] }), cart, fresh)).toEqual({
      ok: false,
      code: "COUPON_NOT_TODAY",
      reason: "notToday",
    });
    // 23:59 on Saturday UTC is already Sunday morning in India.
    expect(judgeCoupon(sundays, { ...cart, now: new Date("2026-11-28T23:59:00Z") }, fresh).ok).toBe(true);
    expect(judgeCoupon(sundays, { ...cart, now: new Date("2026-11-29T18:30:00Z") }, fresh).ok).toBe(false);
  });

  it("names what is missing below the minimum order", () => {
    expect(judgeCoupon(coupon({ minOrderPaise: 60_000 }), cart, fresh)).toEqual({
      ok: false,
      code: "COUPON_MIN_ORDER",
      reason: "minOrder",
      missingPaise: 10_000,
    });
    expect(judgeCoupon(coupon({ minOrderPaise: 50_000 }), cart, fresh).ok).toBe(true);
  });

  it("applies at a listed restaurant, inside its dates, under its limits", () => {
    const judged = coupon({
      restaurantIds: ["r2", "r1"],
      validFrom: new Date("2026-11-29T00:00:00Z"),
      validUntil: new Date("2026-11-30T00:00:00Z"),
      usageLimit: 5,
      perCustomerLimit: 2,
      firstOrderOnly: true,
    });
    expect(judgeCoupon(judged, cart, { used: 4, usedByCustomer: 1, customerHasOrder: false }).ok).toBe(true);
  });
});
