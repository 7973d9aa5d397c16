import { cartTotals, linePrice, shortfallAfter, withLineQuantity } from "./cart-totals";

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
  it("is 0 for an empty cart", () => {
    expect(cartTotals([])).toEqual({ itemCount: 0, itemsTotal: 0 });
  });

  it("sums price × quantity and knows nothing of delivery, discounts, taxes or tips (the server's bill)", () => {
    expect(
      cartTotals([
        { price: 149, quantity: 2 },
        { price: 60, quantity: 1 },
      ]),
    ).toEqual({ itemCount: 3, itemsTotal: 358 });
  });

  it("adds paise exactly (no floating point noise)", () => {
    const totals = cartTotals([
      { price: 0.1, quantity: 1 },
      { price: 0.2, quantity: 1 },
    ]);
    expect(totals.itemsTotal).toBe(0.3);
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
    minimumOrderShortfall: null as number | null,
    bill: { lines: [{ kind: "ITEMS", label: "Items", amount: 270 }], total: 300 },
    canCheckout: true,
    hasUnavailableItems: false,
    restaurantId: "r1",
    restaurantName: "Sri Krishna Tiffins",
    restaurantIsOpenNow: true,
  };

  it("sets the line's quantity and recomputes the line and the items total, leaving the server's bill as it was", () => {
    const next = withLineQuantity(cart, "l1", 3);
    expect(next.items[0]).toMatchObject({ quantity: 3, lineTotal: 447 });
    expect(next).toMatchObject({ id: "c1", itemCount: 5, itemsTotal: 568, canCheckout: true });
    expect(next.bill).toBe(cart.bill);
    expect(cart.items[0]?.quantity).toBe(1);
  });

  it("removes the line at quantity 0", () => {
    const next = withLineQuantity(cart, "l1", 0);
    expect(next.items.map((line) => line.menuItemId)).toEqual(["b"]);
    expect(next).toMatchObject({ itemCount: 2, itemsTotal: 121, restaurantId: "r1" });
  });

  it("empties to a cart of no restaurant and no checkout", () => {
    const next = withLineQuantity(withLineQuantity(cart, "l1", 0), "l2", 0);
    expect(next).toMatchObject({
      items: [],
      itemCount: 0,
      itemsTotal: 0,
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

  it("follows the minimum order the last answer named: a quantity that reaches it allows checkout, one that falls below does not", () => {
    // ₹270 of items, ₹30 short of a ₹300 minimum.
    const short = { ...cart, minimumOrderShortfall: 30, canCheckout: false };
    expect(withLineQuantity(short, "l1", 2)).toMatchObject({ itemsTotal: 419, minimumOrderShortfall: null, canCheckout: true });
    expect(withLineQuantity(short, "l1", 0)).toMatchObject({ itemsTotal: 121, minimumOrderShortfall: 179, canCheckout: false });
  });
});

describe("shortfallAfter", () => {
  it("moves the missing amount by the change of the items total, in whole paise", () => {
    expect(shortfallAfter({ itemsTotal: 110, minimumOrderShortfall: 40 }, 100.1)).toBe(49.9);
    expect(shortfallAfter({ itemsTotal: 110, minimumOrderShortfall: 40 }, 150)).toBeNull();
    expect(shortfallAfter({ itemsTotal: 110, minimumOrderShortfall: 40 }, 149.99)).toBe(0.01);
  });

  it("is null for an emptied cart and when the last answer named no shortfall", () => {
    expect(shortfallAfter({ itemsTotal: 110, minimumOrderShortfall: 40 }, 0)).toBeNull();
    expect(shortfallAfter({ itemsTotal: 200, minimumOrderShortfall: null }, 20)).toBeNull();
    expect(shortfallAfter({ itemsTotal: 200 }, 20)).toBeNull();
  });
});
