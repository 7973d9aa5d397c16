import { categoriesNamedBy, KEYWORD_TOO_SHORT, normalizeKeyword } from "./search-keyword";

describe("search keywords", () => {
  it("trims, collapses spaces and lower-cases", () => {
    expect(normalizeKeyword("  Veg   Meals ")).toBe("veg meals");
  });

  it("needs more than 3 characters once trimmed", () => {
    expect(() => normalizeKeyword("   dos  ")).toThrow(KEYWORD_TOO_SHORT);
    expect(normalizeKeyword(" dosa ")).toBe("dosa");
  });

  it("knows the categories named by their labels", () => {
    expect(categoriesNamedBy("tiffins")).toEqual(["tiffin"]);
    expect(categoriesNamedBy("cool drinks")).toEqual(["drink"]);
    expect(categoriesNamedBy("drink")).toEqual(["drink"]);
    expect(categoriesNamedBy("fastfood")).toEqual(["fastFood"]);
    expect(categoriesNamedBy("biryani")).toEqual([]);
  });
});
