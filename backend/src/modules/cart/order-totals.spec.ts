import { totals } from "./order-totals";

describe("order totals", () => {
  it("adds ₹30 delivery to a non-empty cart and nothing to an empty one", () => {
    expect(
      totals([
        { unitPricePaise: 4050, quantity: 2 },
        { unitPricePaise: 1000, quantity: 1 },
      ]),
    ).toEqual({
      itemsTotalPaise: 9100,
      deliveryChargePaise: 3000,
      totalPaise: 12100,
    });
    expect(totals([])).toEqual({ itemsTotalPaise: 0, deliveryChargePaise: 0, totalPaise: 0 });
  });
});
