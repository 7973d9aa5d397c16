import { EMPTY_RATING, likeableDishes, ratingOpen, ratingProblems, toggleLiked, toRateOrderInput } from "./rating-form-values";

describe("the rating form", () => {
  it("needs the food's stars, 1 to 5, and a comment of at most 500 characters", () => {
    expect(ratingProblems(EMPTY_RATING)).toEqual(["foodRatingRequired"]);
    expect(ratingProblems({ ...EMPTY_RATING, foodRating: 4 })).toEqual([]);
    expect(ratingProblems({ ...EMPTY_RATING, foodRating: 6 })).toEqual(["foodRatingRequired"]);
    expect(ratingProblems({ ...EMPTY_RATING, foodRating: 5, comment: "x".repeat(501) })).toEqual(["commentTooLong"]);
    expect(ratingProblems({ ...EMPTY_RATING, foodRating: 5, comment: ` ${"x".repeat(500)} ` })).toEqual([]);
  });

  it("sends the delivery's stars only when a rider delivered, a trimmed comment or none, each liked dish once", () => {
    const values = { foodRating: 4, deliveryRating: 5, comment: "  Hot and crisp ", likedMenuItemIds: ["a", "b", "a"] };
    expect(toRateOrderInput(values, true)).toEqual({
      foodRating: 4,
      deliveryRating: 5,
      comment: "Hot and crisp",
      likedMenuItemIds: ["a", "b"],
    });
    expect(toRateOrderInput(values, false)).toMatchObject({ deliveryRating: null });
    expect(toRateOrderInput({ ...values, deliveryRating: 0, comment: "   " }, true)).toMatchObject({ deliveryRating: null, comment: null });
  });

  it("is offered for 7 days after the delivery, never before it", () => {
    const deliveredAt = "2026-11-20T10:00:00.000Z";
    const at = (iso: string) => new Date(iso);
    expect(ratingOpen({ status: "DELIVERED", deliveredAt }, at("2026-11-27T10:00:00.000Z"))).toBe(true);
    expect(ratingOpen({ status: "DELIVERED", deliveredAt }, at("2026-11-27T10:00:01.000Z"))).toBe(false);
    expect(ratingOpen({ status: "OUT_FOR_DELIVERY", deliveredAt: null }, at("2026-11-20T10:00:00.000Z"))).toBe(false);
  });

  it("ticks each dish of the order once, and unticks it", () => {
    const dishes = likeableDishes([
      { menuItemId: "dosa", name: "Masala Dosa" },
      { menuItemId: "dosa", name: "Masala Dosa" },
      { menuItemId: null, name: "Removed dish" },
      { menuItemId: "vada", name: "Medu Vada" },
    ]);
    expect(dishes).toEqual([
      { id: "dosa", name: "Masala Dosa" },
      { id: "vada", name: "Medu Vada" },
    ]);
    expect(toggleLiked(["dosa"], "vada")).toEqual(["dosa", "vada"]);
    expect(toggleLiked(["dosa", "vada"], "dosa")).toEqual(["vada"]);
  });
});
