import { DEFAULT_DELIVERY_CHARGES, type DeliveryCharges } from "../charges/charges";
import { deliveryFeePaise } from "./delivery-fee";

const BY_DISTANCE: DeliveryCharges = { baseFeePaise: 3000, baseDistanceKm: 3, perKmFeePaise: 800, freeAbovePaise: 50000 };

describe("the delivery fee", () => {
  it("is the flat ₹30 by default, whatever the distance", () => {
    expect(deliveryFeePaise(DEFAULT_DELIVERY_CHARGES, 10000, 0)).toBe(3000);
    expect(deliveryFeePaise(DEFAULT_DELIVERY_CHARGES, 10000, 12.3)).toBe(3000);
    expect(deliveryFeePaise(DEFAULT_DELIVERY_CHARGES, 10000, null)).toBe(3000);
  });

  it("charges the base fee up to the base distance and the per-km fee for every started km beyond", () => {
    expect(deliveryFeePaise(BY_DISTANCE, 10000, 0)).toBe(3000);
    expect(deliveryFeePaise(BY_DISTANCE, 10000, 3)).toBe(3000);
    // 3.04 km shows as 3.0 km: nothing beyond.
    expect(deliveryFeePaise(BY_DISTANCE, 10000, 3.04)).toBe(3000);
    expect(deliveryFeePaise(BY_DISTANCE, 10000, 3.1)).toBe(3800);
    expect(deliveryFeePaise(BY_DISTANCE, 10000, 4)).toBe(3800);
    expect(deliveryFeePaise(BY_DISTANCE, 10000, 4.06)).toBe(4600);
    expect(deliveryFeePaise(BY_DISTANCE, 10000, null)).toBe(3000);
  });

  it("is free from freeAbove (the items' value), at any distance", () => {
    expect(deliveryFeePaise(BY_DISTANCE, 49999, 7)).toBe(3000 + 4 * 800);
    expect(deliveryFeePaise(BY_DISTANCE, 50000, 7)).toBe(0);
  });
});
