import { discountPercent, totals, unitPricePaise } from "./pricing";

describe("pricing", () => {
  it("charges the offer price, capped at the original price", () => {
    expect(unitPricePaise({ offerPricePaise: 8000, originalPricePaise: 10000 })).toBe(8000);
    expect(unitPricePaise({ offerPricePaise: 12000, originalPricePaise: 10000 })).toBe(10000);
  });

  it("computes the discount from the prices", () => {
    expect(discountPercent({ offerPricePaise: 8000, originalPricePaise: 10000 })).toBe(20);
    expect(discountPercent({ offerPricePaise: 10000, originalPricePaise: 10000 })).toBe(0);
    expect(discountPercent({ offerPricePaise: 15000, originalPricePaise: 10000 })).toBe(0);
  });

  it("adds ₹30 delivery to a non-empty cart and nothing to an empty one", () => {
    expect(totals([{ unitPricePaise: 4050, quantity: 2 }, { unitPricePaise: 1000, quantity: 1 }])).toEqual({
      itemsTotalPaise: 9100,
      deliveryChargePaise: 3000,
      totalPaise: 12100,
    });
    expect(totals([])).toEqual({ itemsTotalPaise: 0, deliveryChargePaise: 0, totalPaise: 0 });
  });
});
