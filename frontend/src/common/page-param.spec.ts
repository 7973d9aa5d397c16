import { pageFromParam, withPage } from "./page-param";

describe("the page in the URL", () => {
  it("reads the page from the query string, falling back to 1", () => {
    expect(pageFromParam(null)).toBe(1);
    expect(pageFromParam("3")).toBe(3);
    for (const bad of ["0", "-2", "2.5", "abc", "", "99999999999999999999"]) {
      expect(pageFromParam(bad)).toBe(1);
    }
  });

  it("keeps the other parameters and drops page 1", () => {
    const params = new URLSearchParams("tab=orders&page=2");
    expect(withPage(params, 3).toString()).toBe("tab=orders&page=3");
    expect(withPage(params, 1).toString()).toBe("tab=orders");
    expect(params.toString()).toBe("tab=orders&page=2");
  });
});
