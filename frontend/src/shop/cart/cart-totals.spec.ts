import { cartTotals, linePrice, withLineQuantity } from "./cart-totals";

describe("linePrice", () => {
  it("uses the offer price", () => {
    expect(linePrice(149, 199)).toBe(149);
  });

  it("caps the offer price at the original price", () => {
    expect(linePrice(250, 199)).toBe(199);
  });

  it("falls back to the original price when there is no offer price", () => {
    expect(linePrice(null, 120)).toBe(120);
    expect(linePrice(undefined, 120)).toBe(120);
    expect(linePrice(0, 120)).toBe(120);
  });

  it("keeps two decimals", () => {
    expect(linePrice(99.999, 200)).toBe(100);
    expect(linePrice(49.5, 60)).toBe(49.5);
  });
});

describe("cartTotals", () => {
  it("is 0 everywhere for an empty cart (no delivery charge)", () => {
    expect(cartTotals([])).toEqual({ itemCount: 0, itemsTotal: 0, deliveryCharge: 0, total: 0 });
  });

  it("sums price × quantity and adds ₹30 delivery", () => {
    expect(
      cartTotals([
        { price: 149, quantity: 2 },
        { price: 60, quantity: 1 },
      ]),
    ).toEqual({ itemCount: 3, itemsTotal: 358, deliveryCharge: 30, total: 388 });
  });

  it("adds paise exactly (no floating point noise)", () => {
    const totals = cartTotals([
      { price: 0.1, quantity: 1 },
      { price: 0.2, quantity: 1 },
    ]);
    expect(totals.itemsTotal).toBe(0.3);
    expect(totals.total).toBe(30.3);
  });
});

describe("withLineQuantity", () => {
  const cart = {
    id: "c1",
    items: [
      { id: "l1", menuItemId: "a", price: 149, quantity: 1, lineTotal: 149, isAvailable: true },
      { id: "l2", menuItemId: "b", price: 60.5, quantity: 2, lineTotal: 121, isAvailable: true },
    ],
    itemCount: 3,
    itemsTotal: 270,
    deliveryCharge: 30,
    total: 300,
    canCheckout: true,
    hasUnavailableItems: false,
    restaurantId: "r1",
    restaurantName: "Sri Krishna Tiffins",
    restaurantIsOpenNow: true,
  };

  it("sets the line's quantity and recomputes the line and cart totals", () => {
    const next = withLineQuantity(cart, "l1", 3);
    expect(next.items[0]).toMatchObject({ quantity: 3, lineTotal: 447 });
    expect(next).toMatchObject({ id: "c1", itemCount: 5, itemsTotal: 568, deliveryCharge: 30, total: 598, canCheckout: true });
    expect(cart.items[0]?.quantity).toBe(1);
  });

  it("removes the line at quantity 0", () => {
    const next = withLineQuantity(cart, "l1", 0);
    expect(next.items.map((line) => line.menuItemId)).toEqual(["b"]);
    expect(next).toMatchObject({ itemCount: 2, itemsTotal: 121, total: 151, restaurantId: "r1" });
  });

  it("empties to a cart of no restaurant, no delivery charge and no checkout", () => {
    const next = withLineQuantity(withLineQuantity(cart, "l1", 0), "l2", 0);
    expect(next).toMatchObject({
      items: [],
      itemCount: 0,
      itemsTotal: 0,
      deliveryCharge: 0,
      total: 0,
      canCheckout: false,
      restaurantId: null,
      restaurantName: null,
      restaurantIsOpenNow: null,
    });
  });

  it("cannot be checked out while the restaurant is closed or an item is unavailable", () => {
    expect(withLineQuantity({ ...cart, restaurantIsOpenNow: false }, "l1", 2).canCheckout).toBe(false);
    const withUnavailable = { ...cart, items: [cart.items[0]!, { ...cart.items[1]!, isAvailable: false }] };
    const next = withLineQuantity(withUnavailable, "l1", 2);
    expect(next).toMatchObject({ canCheckout: false, hasUnavailableItems: true });
    expect(withLineQuantity(withUnavailable, "l2", 0)).toMatchObject({ canCheckout: true, hasUnavailableItems: false });
  });

  it("changes only the line named when one item fills two lines with other choices", () => {
    const full = { id: "l3", menuItemId: "a", price: 320, quantity: 1, lineTotal: 320, isAvailable: true };
    const twoOfOne = { ...cart, items: [...cart.items, full] };
    const next = withLineQuantity(twoOfOne, "l3", 2);
    expect(next.items.map((line) => [line.id, line.quantity])).toEqual([
      ["l1", 1],
      ["l2", 2],
      ["l3", 2],
    ]);
    expect(withLineQuantity(twoOfOne, "l1", 0).items.map((line) => line.id)).toEqual(["l2", "l3"]);
  });
});
