import i18next, { type TFunction } from "i18next";
import { cartSheet } from "../../i18n/en/cart-sheet";
import { checkoutBlocker } from "./checkout-blocker";

let t: TFunction;
beforeAll(async () => {
  const texts = i18next.createInstance();
  await texts.init({ lng: "en", resources: { en: { translation: { cartSheet } } }, interpolation: { escapeValue: false } });
  t = texts.t;
});

const cart = { canCheckout: false, itemCount: 1, itemsTotal: 110, restaurantIsOpenNow: true, restaurantName: "Sri Krishna Tiffins" };

describe("checkoutBlocker", () => {
  it("says nothing for a cart that can be ordered, or an empty one", () => {
    expect(checkoutBlocker({ ...cart, canCheckout: true }, t)).toBeNull();
    expect(checkoutBlocker({ ...cart, itemCount: 0, itemsTotal: 0 }, t)).toBeNull();
  });

  it("names the missing amount and the minimum below the restaurant's minimum order", () => {
    expect(checkoutBlocker({ ...cart, minimumOrderShortfall: 40 }, t)).toBe("Add ₹40.00 more for the minimum order of ₹150.00");
    expect(checkoutBlocker({ ...cart, itemsTotal: 100.1, minimumOrderShortfall: 49.9 }, t)).toBe(
      "Add ₹49.90 more for the minimum order of ₹150.00",
    );
  });

  it("puts a closed restaurant first, and an unavailable item when nothing else explains it", () => {
    expect(checkoutBlocker({ ...cart, restaurantIsOpenNow: false, minimumOrderShortfall: 40 }, t)).toBe(
      "Sri Krishna Tiffins is closed right now. You can place your order when it opens.",
    );
    expect(checkoutBlocker({ ...cart, minimumOrderShortfall: null }, t)).toBe(
      "Some items are not available right now. Remove them to check out.",
    );
  });
});
