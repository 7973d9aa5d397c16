import { filterAndSortMenu } from "./menu-order";

const item = (name: string, offer: number, original: number, rating: string, isVeg = true, category = "meal" as const) => ({
  id: name,
  name,
  offerPricePaise: offer,
  originalPricePaise: original,
  rating,
  isVeg,
  category,
});

const menu = [
  item("Dosa", 6000, 6000, "4.5", true, "tiffin" as never),
  item("Chicken Biryani", 22000, 25000, "4.8", false),
  item("Veg Meals", 15000, 15000, "4.1"),
  // Bad data: the offer is above the original, so it costs (and sorts as) 9000.
  item("Idli", 12000, 9000, "3.9", true, "tiffin" as never),
];
const names = (items: Array<{ name: string }>) => items.map((i) => i.name);

describe("a menu filtered and sorted", () => {
  it("sorts by the price charged, either way, and by rating", () => {
    expect(names(filterAndSortMenu(menu, null, "price-lowtohigh"))).toEqual(["Dosa", "Idli", "Veg Meals", "Chicken Biryani"]);
    expect(names(filterAndSortMenu(menu, null, "price-hightolow"))).toEqual(["Chicken Biryani", "Veg Meals", "Idli", "Dosa"]);
    expect(names(filterAndSortMenu(menu, null, "rating"))).toEqual(["Chicken Biryani", "Dosa", "Veg Meals", "Idli"]);
  });

  it("sorts by name when no order is asked for", () => {
    expect(names(filterAndSortMenu(menu))).toEqual(["Chicken Biryani", "Dosa", "Idli", "Veg Meals"]);
  });

  it("keeps veg or non-veg items, and the chosen categories", () => {
    expect(names(filterAndSortMenu(menu, { isVeg: false }))).toEqual(["Chicken Biryani"]);
    expect(names(filterAndSortMenu(menu, { isVeg: true, categories: ["tiffin"] }))).toEqual(["Dosa", "Idli"]);
    expect(names(filterAndSortMenu(menu, { categories: [] }))).toHaveLength(4);
  });
});
