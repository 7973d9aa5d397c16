import {
  hasSelectionParams,
  isSelectionEmpty,
  loadSelection,
  restrictSelection,
  saveSelection,
  selectionFromSearchParams,
  selectionToSearchParams,
  toggleOption,
} from "./filter-state";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe("toggleOption", () => {
  it("adds an id to its group and removes it when toggled again", () => {
    const once = toggleOption({}, "category", "veg");
    expect(once).toEqual({ category: ["veg"] });
    expect(toggleOption(once, "category", "both")).toEqual({ category: ["veg", "both"] });
    expect(toggleOption(once, "category", "veg")).toEqual({ category: [] });
  });

  it("leaves the given selection untouched", () => {
    const before = { category: ["veg"] };
    toggleOption(before, "category", "nonVeg");
    expect(before).toEqual({ category: ["veg"] });
  });

  it("tells an empty selection", () => {
    expect(isSelectionEmpty({})).toBe(true);
    expect(isSelectionEmpty({ category: [] })).toBe(true);
    expect(isSelectionEmpty({ category: ["veg"] })).toBe(false);
  });
});

describe("the query string", () => {
  it("holds only the non-empty groups, ids joined with commas", () => {
    const params = selectionToSearchParams({ isVeg: [], category: ["veg", "nonVeg"] });
    expect(params.toString()).toBe("category=veg%2CnonVeg");
    expect(params.get("category")).toBe("veg,nonVeg");
    expect(params.has("isVeg")).toBe(false);
  });

  it("adds the extra parameters that have a value", () => {
    const params = selectionToSearchParams({ category: ["both"] }, { sortBy: "price-hightolow", page: "", q: null });
    expect(params.toString()).toBe("category=both&sortBy=price-hightolow");
  });

  it("gives the same URL whatever order the groups were chosen in", () => {
    const a = selectionToSearchParams({ type: ["x"], category: ["y"] }).toString();
    const b = selectionToSearchParams({ category: ["y"], type: ["x"] }).toString();
    expect(a).toBe(b);
  });

  it("reads back the groups asked for, ignoring others, blanks and repeats", () => {
    const params = new URLSearchParams("category=veg,%20both,,veg&sortBy=rating&other=1");
    expect(selectionFromSearchParams(params, ["category", "isVeg"])).toEqual({ category: ["veg", "both"] });
    expect(hasSelectionParams(params, ["category"])).toBe(true);
    expect(hasSelectionParams(params, ["isVeg"])).toBe(false);
  });

  it("round-trips a selection", () => {
    const selection = { category: ["veg", "both"], isVeg: ["true"] };
    const back = selectionFromSearchParams(selectionToSearchParams(selection), ["category", "isVeg"]);
    expect(back).toEqual(selection);
  });

  it("keeps only known groups and ids", () => {
    expect(restrictSelection({ category: ["veg", "pizza"], colour: ["red"] }, { category: ["veg", "both"] })).toEqual({
      category: ["veg"],
    });
  });
});

describe("session storage", () => {
  it("saves the non-empty groups and loads them back", () => {
    const storage = memoryStorage();
    saveSelection("restaurantFilters", { category: ["veg"], isVeg: [] }, storage);
    expect(storage.values.get("restaurantFilters")).toBe('{"category":["veg"]}');
    expect(loadSelection("restaurantFilters", storage)).toEqual({ category: ["veg"] });
  });

  it("loads an empty selection from nothing, bad JSON or the wrong shape", () => {
    expect(loadSelection("k", memoryStorage())).toEqual({});
    expect(loadSelection("k", memoryStorage({ k: "{oops" }))).toEqual({});
    expect(loadSelection("k", memoryStorage({ k: "[1,2]" }))).toEqual({});
    expect(loadSelection("k", memoryStorage({ k: '{"category":"veg","isVeg":[true,"false",""]}' }))).toEqual({
      isVeg: ["false"],
    });
    expect(loadSelection("k", null)).toEqual({});
  });

  it("ignores a storage that refuses to write", () => {
    const failing = {
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => saveSelection("k", { category: ["veg"] }, failing)).not.toThrow();
  });
});
