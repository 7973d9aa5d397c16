import { assertOfferWithinOriginal, menuItemChanges, newMenuItemColumns, OFFER_ABOVE_ORIGINAL } from "./menu-item-changes";

describe("menu item changes", () => {
  it("keeps false and zero-discount values instead of dropping them as empty", () => {
    expect(menuItemChanges({ isAvailable: false, isVeg: false, rating: 0 })).toEqual({ isAvailable: false, isVeg: false, rating: "0.0" });
  });

  it("leaves out what was not given, null included", () => {
    expect(menuItemChanges({ name: undefined, description: null as never })).toEqual({});
  });

  it("stores rupees as paise and defaults the offer to the original price", () => {
    const columns = newMenuItemColumns({ name: " Dosa ", originalPrice: 60.5, isVeg: true, category: "tiffin" });
    expect(columns).toMatchObject({ name: "Dosa", originalPricePaise: 6050, offerPricePaise: 6050, isAvailable: true, rating: "4.0" });
  });

  it("refuses an offer above the original price, and allows an equal one", () => {
    expect(() => assertOfferWithinOriginal({ offerPricePaise: 10001, originalPricePaise: 10000 })).toThrow(OFFER_ABOVE_ORIGINAL);
    expect(() => assertOfferWithinOriginal({ offerPricePaise: 10000, originalPricePaise: 10000 })).not.toThrow();
  });
});
