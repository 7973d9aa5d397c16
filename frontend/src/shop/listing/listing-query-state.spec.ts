import {
  categoriesForApi,
  DEFAULT_SORT,
  listingSearchParams,
  parseSort,
  readListingState,
  sortForApi,
  urlHasListingState,
} from "./listing-query-state";

describe("listing sort", () => {
  it("defaults to price low to high", () => {
    expect(DEFAULT_SORT).toBe("price-lowtohigh");
    expect(parseSort(null)).toBe("price-lowtohigh");
    expect(parseSort("cheapest")).toBe("price-lowtohigh");
  });

  it("maps the spec's ids to the API's orders", () => {
    expect(sortForApi("price-lowtohigh")).toBe("PRICE_LOW_TO_HIGH");
    expect(sortForApi(parseSort("price-hightolow"))).toBe("PRICE_HIGH_TO_LOW");
    expect(sortForApi(parseSort("delivery-time"))).toBe("DELIVERY_TIME");
  });
});

describe("listing query string", () => {
  it("holds the chosen categories and a non-default sort", () => {
    const params = listingSearchParams({ selection: { category: ["veg", "both"] }, sort: "rating" });
    expect(params.get("category")).toBe("veg,both");
    expect(params.get("sortBy")).toBe("rating");
  });

  it("leaves out the default sort and empty groups", () => {
    expect(listingSearchParams({ selection: { category: [] }, sort: "price-lowtohigh" }).toString()).toBe("");
  });

  it("reads back what it wrote", () => {
    const state = { selection: { category: ["nonVeg"] }, sort: "price-hightolow" as const };
    expect(readListingState(listingSearchParams(state))).toEqual(state);
  });

  it("tells whether the URL carries listing state", () => {
    expect(urlHasListingState(new URLSearchParams(""))).toBe(false);
    expect(urlHasListingState(new URLSearchParams("sortBy=rating"))).toBe(true);
    expect(urlHasListingState(new URLSearchParams("category=veg"))).toBe(true);
    expect(urlHasListingState(new URLSearchParams("utm=x"))).toBe(false);
  });

  it("sends only the categories the API knows", () => {
    expect(categoriesForApi({ category: ["veg", "pizza"] }, ["veg", "nonVeg", "both"])).toEqual(["veg"]);
    expect(categoriesForApi({}, ["veg"])).toEqual([]);
  });
});
