import { searchableKeyword } from "./search-keyword";

describe("searchableKeyword", () => {
  it("does not search for an empty box or blanks", () => {
    expect(searchableKeyword("")).toBeNull();
    expect(searchableKeyword("     ")).toBeNull();
  });

  it("does not search for 3 characters or fewer after trimming", () => {
    expect(searchableKeyword("dos")).toBeNull();
    expect(searchableKeyword("  ice  ")).toBeNull();
  });

  it("searches for more than 3 characters, trimmed", () => {
    expect(searchableKeyword("dosa")).toBe("dosa");
    expect(searchableKeyword("  Veg Meals ")).toBe("Veg Meals");
  });

  it("counts characters, not UTF-16 units", () => {
    expect(searchableKeyword("🍕🍕🍕")).toBeNull();
    expect(searchableKeyword("బిర్యానీ")).toBe("బిర్యానీ");
  });
});
