import { itemPriceView } from "./menu-item-pricing";

describe("itemPriceView", () => {
  it("shows the offer price, the struck original and the discount when the offer is lower", () => {
    expect(itemPriceView({ originalPrice: 250, price: 200, discount: 20 })).toEqual({
      price: 200,
      struckPrice: 250,
      discountPercent: 20,
    });
  });

  it("shows only the price when nothing is taken off", () => {
    expect(itemPriceView({ originalPrice: 40, price: 40, discount: 0 })).toEqual({
      price: 40,
      struckPrice: null,
      discountPercent: null,
    });
  });

  it("ignores a stale discount when the prices are equal", () => {
    expect(itemPriceView({ originalPrice: 40, price: 40, discount: 10 }).discountPercent).toBeNull();
  });

  it("strikes the original but shows no '0% OFF' badge for a discount that rounds to zero", () => {
    expect(itemPriceView({ originalPrice: 1000, price: 999, discount: 0 })).toEqual({
      price: 999,
      struckPrice: 1000,
      discountPercent: null,
    });
  });

  it("rounds the percent to a whole number", () => {
    expect(itemPriceView({ originalPrice: 45, price: 40, discount: 11.4 }).discountPercent).toBe(11);
  });
});
