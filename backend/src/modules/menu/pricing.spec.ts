import { discountPercent, unitPricePaise } from "./pricing";

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
});
