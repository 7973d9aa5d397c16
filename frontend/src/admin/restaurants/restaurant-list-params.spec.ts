import { pageFromParams, paramsFor } from "./restaurant-list-params";

describe("restaurant list address-bar state", () => {
  it("reads the search and page, defaulting to everything on page 1", () => {
    expect(pageFromParams(new URLSearchParams(""))).toEqual({ search: "", page: 1 });
    expect(pageFromParams(new URLSearchParams("q=%20biryani%20&page=3"))).toEqual({ search: "biryani", page: 3 });
  });

  it("ignores pages that are not whole numbers from 1", () => {
    for (const page of ["0", "-2", "1.5", "abc", ""]) {
      expect(pageFromParams(new URLSearchParams({ page })).page).toBe(1);
    }
  });

  it("writes only what differs from the defaults", () => {
    expect(paramsFor("", 1).toString()).toBe("");
    expect(paramsFor("  tiffins ", 1).toString()).toBe("q=tiffins");
    expect(paramsFor("tiffins", 2).toString()).toBe("q=tiffins&page=2");
    expect(paramsFor("", 4).toString()).toBe("page=4");
  });

  it("caps the search at the server's 100 characters", () => {
    expect(paramsFor("x".repeat(150), 1).get("q")).toHaveLength(100);
    expect(pageFromParams(new URLSearchParams({ q: "y".repeat(150) })).search).toHaveLength(100);
  });
});
