import { MENU_CATEGORY_IDS } from "../../modules/menu/menu-category";
import { distanceKm } from "../../modules/geo/distance";
import { DEMO_BANNERS } from "./demo-banners";
import { DEMO_MENUS } from "./demo-menu";
import { DEMO_RESTAURANTS } from "./demo-restaurants";
import { DEMO_TOWN } from "./demo-town";

const items = DEMO_RESTAURANTS.flatMap((r) => (DEMO_MENUS[r.slug] ?? []).map((item) => ({ restaurant: r, item })));

describe("the demo town", () => {
  it("has at least 12 restaurants of every category, a few closed, all with a menu", () => {
    expect(DEMO_RESTAURANTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEMO_RESTAURANTS.map((r) => r.category))).toEqual(new Set(["veg", "non-veg", "both"]));
    expect(DEMO_RESTAURANTS.filter((r) => !r.isOpen).length).toBeGreaterThanOrEqual(3);
    for (const r of DEMO_RESTAURANTS) expect((DEMO_MENUS[r.slug] ?? []).length).toBeGreaterThanOrEqual(8);
    expect(new Set(DEMO_RESTAURANTS.map((r) => r.name)).size).toBe(DEMO_RESTAURANTS.length);
    expect(DEMO_BANNERS.length).toBeGreaterThanOrEqual(3);
  });

  it("places every restaurant in the town, delivering to its centre", () => {
    for (const r of DEMO_RESTAURANTS) {
      const km = distanceKm(r, DEMO_TOWN);
      expect(km).toBeLessThan(15);
      expect(Number(r.deliveryRadiusKm)).toBeGreaterThanOrEqual(km);
      expect(r.openingTime).toMatch(/^\d{2}:\d{2}$/);
    }
  });

  it("has at least 150 items across all six categories, priced sensibly", () => {
    expect(items.length).toBeGreaterThanOrEqual(150);
    expect(new Set(items.map(({ item }) => item.category))).toEqual(new Set(MENU_CATEGORY_IDS));
    for (const { item } of items) {
      expect(item.offerPricePaise).toBeLessThanOrEqual(item.originalPricePaise);
      expect(item.offerPricePaise).toBeGreaterThan(0);
      expect(Number.isInteger(item.originalPricePaise)).toBe(true);
    }
    expect(items.some(({ item }) => !item.isAvailable)).toBe(true);
    expect(items.some(({ item }) => item.offerPricePaise === item.originalPricePaise)).toBe(true);
  });

  it("serves only vegetarian food at vegetarian restaurants", () => {
    for (const { restaurant, item } of items) if (restaurant.category === "veg") expect(item.isVeg).toBe(true);
  });

  it.each(["Burger", "Biryani", "Pizza", "Curry", "Ice Cream", "Meals", "Snacks", "Tiffin", "Cool Drink"])(
    "finds items for the home page's '%s' tile",
    (keyword) => {
      const needle = keyword.toLowerCase();
      const found = items.filter(({ item }) =>
        `${item.name} ${item.description} ${item.category}`.toLowerCase().includes(needle),
      );
      expect(found.length).toBeGreaterThan(0);
    },
  );
});
