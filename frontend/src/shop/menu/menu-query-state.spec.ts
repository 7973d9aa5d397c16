import { DEFAULT_MENU_SORT, menuQueryVariables, menuSortFrom } from "./menu-query-state";

describe("menuSortFrom", () => {
  it("defaults to price low to high (docs/architecture.md#behaviour)", () => {
    expect(DEFAULT_MENU_SORT).toBe("price-lowtohigh");
    expect(menuSortFrom(null)).toBe("price-lowtohigh");
    expect(menuSortFrom("")).toBe("price-lowtohigh");
    expect(menuSortFrom("cheapest")).toBe("price-lowtohigh");
  });

  it("keeps a known sort", () => {
    expect(menuSortFrom("price-hightolow")).toBe("price-hightolow");
    expect(menuSortFrom("rating")).toBe("rating");
    expect(menuSortFrom("title-atoz")).toBe("title-atoz");
  });
});

describe("menuQueryVariables", () => {
  it("sends no filter when nothing is selected, and the default price sort", () => {
    expect(menuQueryVariables({}, "price-lowtohigh")).toEqual({ sort: "PRICE_LOW_TO_HIGH" });
  });

  it("maps the sorts to the API's enum, leaving the by-name order to the API's default", () => {
    expect(menuQueryVariables({}, "price-hightolow")).toEqual({ sort: "PRICE_HIGH_TO_LOW" });
    expect(menuQueryVariables({}, "rating")).toEqual({ sort: "RATING" });
    expect(menuQueryVariables({}, "title-atoz")).toEqual({});
  });

  it("turns a single veg choice into isVeg", () => {
    expect(menuQueryVariables({ isVeg: ["true"] }, "price-lowtohigh").filter).toEqual({ isVeg: true });
    expect(menuQueryVariables({ isVeg: ["false"] }, "price-lowtohigh").filter).toEqual({ isVeg: false });
  });

  it("sends no veg filter when both Veg and Non-Veg are chosen", () => {
    expect(menuQueryVariables({ isVeg: ["true", "false"] }, "price-lowtohigh").filter).toBeUndefined();
  });

  it("passes the chosen categories, dropping unknown and repeated ids", () => {
    expect(menuQueryVariables({ category: ["tiffin", "pizza", "drink", "tiffin"], isVeg: ["maybe"] }, "price-lowtohigh")).toEqual({
      filter: { categories: ["tiffin", "drink"] },
      sort: "PRICE_LOW_TO_HIGH",
    });
  });

  it("combines veg and category filters", () => {
    expect(menuQueryVariables({ isVeg: ["false"], category: ["starter"] }, "price-hightolow")).toEqual({
      filter: { isVeg: false, categories: ["starter"] },
      sort: "PRICE_HIGH_TO_LOW",
    });
  });

  it("ignores groups the menu does not have", () => {
    expect(menuQueryVariables({ type: ["fast"] }, "price-lowtohigh")).toEqual({ sort: "PRICE_LOW_TO_HIGH" });
  });
});
