import { sameHoursEveryDay } from "../restaurants/opening-hours";
import type { MenuOptionGroup } from "../menu/menu-option-group.entity";
import { DEFAULT_CHARGES } from "../charges/charges";
import { buildCartView, type CartMenuItem, type CartRestaurant } from "./cart-view";

const restaurant = (overrides: Partial<CartRestaurant> = {}): CartRestaurant => ({
  id: "r1",
  name: "Sri Krishna Tiffins",
  isOpen: true,
  closedUntil: null,
  openingHours: sameHoursEveryDay("07:00", "22:00"),
  latitude: 16.5,
  longitude: 80.6,
  minimumOrderPaise: 0,
  ...overrides,
});
const dish = (overrides: Partial<CartMenuItem> = {}): CartMenuItem => ({
  id: "m1",
  restaurantId: "r1",
  name: "Masala Dosa",
  image: "/uploads/dosa.webp",
  isVeg: true,
  isAvailable: true,
  availableFrom: null,
  availableUntil: null,
  offerPricePaise: 6000,
  originalPricePaise: 8000,
  ...overrides,
});
const DEFAULT_PRICING = { charges: DEFAULT_CHARGES, deliverTo: null, discount: null };
/** 12:00 in Kolkata. */
const NOON_IST = new Date("2026-01-10T06:30:00Z");
/** 23:30 in Kolkata, after the default closing time. */
const LATE_IST = new Date("2026-01-10T18:00:00Z");

const view = (menuItems: CartMenuItem[], quantities: number[], restaurants = [restaurant()], now = NOON_IST) =>
  buildCartView(
    {
      cart: { id: "c1", userId: "u1", restaurantId: menuItems[0]?.restaurantId ?? null, tipPaise: 0 },
      items: menuItems.map((item, i) => ({ id: `line${i}`, menuItemId: item.id, optionIds: [], quantity: quantities[i]! })),
      menuItems: new Map(menuItems.map((item) => [item.id, item])),
      optionGroups: new Map(),
      restaurants: new Map(restaurants.map((r) => [r.id, r])),
      now,
    },
    DEFAULT_PRICING,
  );

describe("the cart view", () => {
  it("prices lines from the menu, caps the offer at the original price and adds ₹30 delivery", () => {
    const cart = view([dish(), dish({ id: "m2", name: "Filter Coffee", offerPricePaise: 3500, originalPricePaise: 3000 })], [2, 3]);
    expect(cart.items.map((line) => [line.name, line.price, line.offerPrice, line.originalPrice, line.lineTotal])).toEqual([
      ["Masala Dosa", 60, 60, 80, 120],
      ["Filter Coffee", 30, 35, 30, 90],
    ]);
    expect(cart).toMatchObject({
      itemCount: 5,
      itemsTotal: 210,
      deliveryCharge: 30,
      total: 240,
      restaurantId: "r1",
      restaurantName: "Sri Krishna Tiffins",
      restaurantIsOpenNow: true,
      hasUnavailableItems: false,
      canCheckout: true,
    });
  });

  it("is all zero, restaurant-less and not checkout-able when empty", () => {
    const cart = buildCartView(
      {
        cart: { id: "c1", userId: "u1", restaurantId: "r1", tipPaise: 0 },
        items: [],
        menuItems: new Map(),
        optionGroups: new Map(),
        restaurants: new Map(),
        now: NOON_IST,
      },
      DEFAULT_PRICING,
    );
    expect(cart).toMatchObject({
      items: [],
      itemCount: 0,
      itemsTotal: 0,
      deliveryCharge: 0,
      total: 0,
      restaurantId: null,
      restaurantName: null,
      restaurantIsOpenNow: null,
      hasUnavailableItems: false,
      canCheckout: false,
    });
  });

  it("flags an unavailable item and refuses checkout", () => {
    const cart = view([dish(), dish({ id: "m2", isAvailable: false })], [1, 1]);
    expect(cart.items.map((line) => line.isAvailable)).toEqual([true, false]);
    expect(cart.hasUnavailableItems).toBe(true);
    expect(cart.canCheckout).toBe(false);
  });

  it("flags a line of an item served at other hours of the day, and refuses checkout", () => {
    const tiffin = dish({ id: "m2", availableFrom: "06:00", availableUntil: "11:30" });
    const atNoon = view([dish(), tiffin], [1, 1]);
    expect(atNoon.items.map((line) => line.isAvailable)).toEqual([true, false]);
    expect(atNoon.canCheckout).toBe(false);
    const atBreakfast = view([dish(), tiffin], [1, 1], [restaurant()], new Date("2026-01-10T02:30:00Z"));
    expect(atBreakfast.items.map((line) => line.isAvailable)).toEqual([true, true]);
    expect(atBreakfast.canCheckout).toBe(true);
  });

  it("prices a line with its chosen extras, and flags one whose choice ran out", () => {
    const biryani = dish({ id: "m3", name: "Chicken Biryani", offerPricePaise: 18000, originalPricePaise: 20000 });
    const portion = {
      id: "g1",
      name: "Portion",
      minChoices: 1,
      maxChoices: 1,
      options: [
        { id: "full", name: "Full", extraPricePaise: 12000, isAvailable: true },
        { id: "egg", name: "Egg", extraPricePaise: 1500, isAvailable: false },
      ],
    } as unknown as MenuOptionGroup;
    const cartWith = (optionIds: string[]) =>
      buildCartView(
        {
          cart: { id: "c1", userId: "u1", restaurantId: "r1", tipPaise: 0 },
          items: [{ id: "line0", menuItemId: biryani.id, optionIds, quantity: 2 }],
          menuItems: new Map([[biryani.id, biryani]]),
          optionGroups: new Map([[biryani.id, [portion]]]),
          restaurants: new Map([["r1", restaurant()]]),
          now: NOON_IST,
        },
        DEFAULT_PRICING,
      );
    const full = cartWith(["full"]);
    expect(full.items[0]).toMatchObject({ price: 300, offerPrice: 300, originalPrice: 320, lineTotal: 600, isAvailable: true });
    expect(full.items[0]!.options).toEqual([{ id: "full", name: "Full", groupName: "Portion", extraPrice: 120 }]);
    expect(full).toMatchObject({ itemsTotal: 600, canCheckout: true });
    const over = cartWith(["egg"]);
    expect(over.items[0]).toMatchObject({ price: 195, isAvailable: false });
    expect(over.canCheckout).toBe(false);
  });

  it("flags every line when the restaurant is closed now, by its hours or by its switch", () => {
    const afterHours = view([dish()], [1], [restaurant()], LATE_IST);
    expect(afterHours.restaurantIsOpenNow).toBe(false);
    expect(afterHours.items[0]!.isAvailable).toBe(false);
    expect(afterHours.canCheckout).toBe(false);

    const switchedOff = view([dish()], [1], [restaurant({ isOpen: false })]);
    expect(switchedOff.items[0]!.isAvailable).toBe(false);
    expect(switchedOff.canCheckout).toBe(false);
  });

  it("leaves out a line whose menu item vanished between the two reads", () => {
    const cart = buildCartView(
      {
        cart: { id: "c1", userId: "u1", restaurantId: "r1", tipPaise: 0 },
        items: [{ id: "line0", menuItemId: "gone", optionIds: [], quantity: 2 }],
        menuItems: new Map(),
        optionGroups: new Map(),
        restaurants: new Map([["r1", restaurant()]]),
        now: NOON_IST,
      },
      DEFAULT_PRICING,
    );
    expect(cart).toMatchObject({ items: [], total: 0, restaurantId: null, canCheckout: false });
  });
});
