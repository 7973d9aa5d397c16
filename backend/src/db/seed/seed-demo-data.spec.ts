import sharp from "sharp";
import { MENU_CATEGORY_IDS } from "../../modules/menu/menu-category";
import { distanceKm } from "../../modules/geo/distance";
import { DEMO_BANNERS } from "./demo-banners";
import { planDemoImages } from "./demo-images";
import { DEMO_MENUS } from "./demo-menu";
import { DEMO_MENU_OPTIONS } from "./demo-menu-options";
import { menuItemKey } from "./demo-images";
import { MAX_OPTIONS_PER_GROUP, MAX_OPTION_GROUPS, OPTION_NAME_LENGTH } from "../../modules/menu/menu-option-limits";
import { rupeesToPaise } from "../../common/money";
import { validOpeningHours } from "../../modules/restaurants/opening-hours-input";
import { DEMO_RESTAURANTS, type DemoRestaurant } from "./demo-restaurants";
import { DEMO_TOWN } from "./demo-town";

const items = DEMO_RESTAURANTS.flatMap((r) => (DEMO_MENUS[r.slug] ?? []).map((item) => ({ restaurant: r, item })));
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe("the demo town", () => {
  it("has at least 12 restaurants of every category, a few closed, all with a menu", () => {
    expect(DEMO_RESTAURANTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEMO_RESTAURANTS.map((r) => r.category))).toEqual(new Set(["veg", "non-veg", "both"]));
    expect(DEMO_RESTAURANTS.filter((r) => !r.isOpen).length).toBeGreaterThanOrEqual(3);
    for (const r of DEMO_RESTAURANTS) {
      const menu = DEMO_MENUS[r.slug] ?? [];
      expect(menu.length).toBeGreaterThanOrEqual(8);
      expect(menu.length).toBeLessThanOrEqual(16);
    }
    expect(new Set(DEMO_RESTAURANTS.map((r) => r.name)).size).toBe(DEMO_RESTAURANTS.length);
    expect(new Set(DEMO_RESTAURANTS.map((r) => r.slug)).size).toBe(DEMO_RESTAURANTS.length);
    expect(Object.keys(DEMO_MENUS).sort()).toEqual(DEMO_RESTAURANTS.map((r) => r.slug).sort());
    expect(DEMO_BANNERS.length).toBeGreaterThanOrEqual(3);
  });

  it("places every restaurant in the town, delivering to its centre", () => {
    for (const r of DEMO_RESTAURANTS) {
      const km = distanceKm(r, DEMO_TOWN);
      expect(km).toBeLessThan(6);
      expect(Number(r.deliveryRadiusKm)).toBeGreaterThanOrEqual(5);
      expect(Number(r.deliveryRadiusKm)).toBeLessThanOrEqual(10);
      expect(Number(r.deliveryRadiusKm)).toBeGreaterThanOrEqual(km);
      expect(r.deliveryRadiusKm).toMatch(/^\d{1,2}\.\d$/);
    }
  });

  it("keeps sensible hours, contact details and card values", () => {
    for (const r of DEMO_RESTAURANTS) {
      expect(validOpeningHours(r.openingHours)).toEqual(r.openingHours);
      for (const period of r.openingHours) expect(minutes(period.closes)).toBeGreaterThan(minutes(period.opens));
      expect(r.phone).toMatch(/^\d{10}$/);
      expect(r.email).toMatch(/^[^@\s]+@[^@\s]+\.example$/);
      expect(r.rating).toMatch(/^[0-5]\.\d$/);
      expect(Number.isInteger(r.priceForTwoPaise) && r.priceForTwoPaise > 0).toBe(true);
      expect(r.discount).toBeGreaterThanOrEqual(0);
      expect(r.discount).toBeLessThan(100);
      expect(r.name.length).toBeLessThanOrEqual(120);
    }
    const closes = DEMO_RESTAURANTS.flatMap((r) => r.openingHours.map((period) => period.closes));
    expect(closes.some((time) => minutes(time) >= minutes("23:30"))).toBe(true);
    expect(new Set(DEMO_RESTAURANTS.map((r) => JSON.stringify(r.openingHours))).size).toBeGreaterThanOrEqual(6);
  });

  it("has a restaurant closed on Mondays, one closed between lunch and dinner, and morning-only tiffins", () => {
    const daysOpen = (r: DemoRestaurant) => new Set(r.openingHours.map((period) => period.day));
    expect(DEMO_RESTAURANTS.some((r) => daysOpen(r).size === 6 && !daysOpen(r).has("MONDAY"))).toBe(true);
    expect(DEMO_RESTAURANTS.some((r) => r.openingHours.filter((period) => period.day === "TUESDAY").length === 2)).toBe(true);
    const morning = items.filter(({ item }) => item.availableFrom !== null);
    expect(morning.length).toBeGreaterThanOrEqual(3);
    for (const { item } of morning) expect([item.category, item.availableFrom, item.availableUntil]).toEqual(["tiffin", "06:00", "11:30"]);
    expect(items.every(({ item }) => (item.availableFrom === null) === (item.availableUntil === null))).toBe(true);
  });

  it("has at least 160 items across all six categories, priced sensibly", () => {
    expect(rupeesToPaise(40)).toBe(4000);
    expect(items.length).toBeGreaterThanOrEqual(160);
    expect(new Set(items.map(({ item }) => item.category))).toEqual(new Set(MENU_CATEGORY_IDS));
    for (const { item } of items) {
      expect(item.offerPricePaise).toBeLessThanOrEqual(item.originalPricePaise);
      expect(item.offerPricePaise).toBeGreaterThan(0);
      expect(Number.isInteger(item.originalPricePaise)).toBe(true);
      expect(Number.isInteger(item.offerPricePaise)).toBe(true);
      expect(item.rating).toMatch(/^[0-5]\.\d$/);
      expect(item.preparationTime).toMatch(/^\d+ mins$/);
      expect(item.name.length).toBeLessThanOrEqual(120);
      expect(item.description).not.toBe("");
      expect(item.ingredients).not.toBe("");
    }
    expect(items.some(({ item }) => !item.isAvailable)).toBe(true);
    expect(items.some(({ item }) => item.offerPricePaise === item.originalPricePaise)).toBe(true);
  });

  it("sells its biryanis as Half or Full with optional extras, one of them over", () => {
    const dishes = new Set(items.map(({ restaurant, item }) => menuItemKey(restaurant.slug, item.name)));
    expect(DEMO_MENU_OPTIONS.size).toBeGreaterThanOrEqual(5);
    for (const [key, groups] of DEMO_MENU_OPTIONS) {
      expect(dishes.has(key)).toBe(true);
      expect(key).toMatch(/Biryani/);
      expect(groups.length).toBeLessThanOrEqual(MAX_OPTION_GROUPS);
      expect(groups[0]).toMatchObject({ name: "Portion", minChoices: 1, maxChoices: 1 });
      expect(groups[0]!.options.map((option) => option.name)).toEqual(["Half", "Full"]);
      expect(groups[0]!.options[0]!.extraPrice).toBe(0);
      for (const group of groups) {
        expect(group.minChoices).toBeLessThanOrEqual(group.maxChoices);
        expect(group.maxChoices).toBeLessThanOrEqual(group.options.length);
        expect(group.options.length).toBeLessThanOrEqual(MAX_OPTIONS_PER_GROUP);
        for (const option of group.options) {
          expect(option.name.length).toBeLessThanOrEqual(OPTION_NAME_LENGTH);
          expect(Number.isInteger(option.extraPrice) && option.extraPrice >= 0).toBe(true);
        }
      }
      // Extras are never required: a biryani can be ordered with a portion alone.
      for (const group of groups.slice(1)) expect(group.minChoices).toBe(0);
    }
    const options = [...DEMO_MENU_OPTIONS.values()].flat().flatMap((group) => group.options);
    expect(options.some((option) => option.over)).toBe(true);
  });

  it("names every dish once within its restaurant", () => {
    for (const r of DEMO_RESTAURANTS) {
      const names = (DEMO_MENUS[r.slug] ?? []).map((item) => item.name.toLowerCase());
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it("serves only vegetarian food at vegetarian restaurants", () => {
    for (const { restaurant, item } of items) if (restaurant.category === "veg") expect(item.isVeg).toBe(true);
    expect(items.some(({ item }) => !item.isVeg)).toBe(true);
  });

  it.each([
    "Burger",
    "Biryani",
    "Pizza",
    "Curry",
    "Ice Cream",
    "Meals",
    "Snacks",
    "Tiffin",
    "Cool Drink",
    // The home page tiles search with their exact labels.
    "Tiffins",
    "Veg Meals",
    "Curries",
    "Ice Creams",
    "Cool Drinks",
    "Pizzas",
  ])("finds items for the keyword '%s'", (keyword) => {
    const needle = keyword.toLowerCase();
    const found = items.filter(({ item }) => `${item.name} ${item.description} ${item.category}`.toLowerCase().includes(needle));
    expect(found.length).toBeGreaterThan(0);
  });
});

describe("the demo pictures", () => {
  const plan = planDemoImages(DEMO_RESTAURANTS, DEMO_MENUS, DEMO_BANNERS, { text: true, rupee: true });

  it("gives every restaurant, item and banner its own generated file under /uploads", () => {
    expect(plan.restaurants.size).toBe(DEMO_RESTAURANTS.length);
    expect(plan.menuItems.size).toBe(items.length);
    expect(plan.banners.size).toBe(DEMO_BANNERS.length);
    const files = plan.jobs.map((job) => job.file);
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(file).toMatch(/^seed-[a-z0-9-]+-[0-9a-f]{8}\.webp$/);
    for (const url of [...plan.restaurants.values(), ...plan.menuItems.values(), ...plan.banners.values()]) {
      expect(url).toMatch(/^\/uploads\/seed-[a-z0-9-]+\.webp$/);
    }
    // Distinct drawings, not one picture reused.
    expect(new Set(plan.jobs.map((job) => job.svg)).size).toBe(plan.jobs.length);
  });

  it("draws the same pictures every time", () => {
    const again = planDemoImages(DEMO_RESTAURANTS, DEMO_MENUS, DEMO_BANNERS, { text: true, rupee: true });
    expect(again.jobs.map((job) => job.file)).toEqual(plan.jobs.map((job) => job.file));
  });

  it("writes banner text only when fonts exist, and Rs. when no font has the rupee sign", () => {
    const banners = (support: { text: boolean; rupee: boolean }) =>
      planDemoImages([], {}, DEMO_BANNERS, support)
        .jobs.map((job) => job.svg)
        .join("");
    expect(banners({ text: true, rupee: true })).toContain("Flat ₹30 delivery");
    expect(banners({ text: true, rupee: false })).toContain("Flat Rs. 30 delivery");
    expect(banners({ text: false, rupee: false })).not.toContain("<text");
  });

  it("renders every drawing (valid SVG) at the promised sizes", async () => {
    const sizes = new Set<string>();
    for (const job of plan.jobs) {
      // A tenth of the resolution keeps this quick while still parsing and drawing everything.
      const { info } = await sharp(Buffer.from(job.svg), { density: 7.2 }).raw().toBuffer({ resolveWithObject: true });
      sizes.add(`${info.width * 10}x${info.height * 10}`);
    }
    expect([...sizes].sort()).toEqual(["1200x400", "480x360", "800x500"]);
  });
});
