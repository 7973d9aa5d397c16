import { ordersPageFromParam, ordersPageOffset, withOrdersPage } from "./orders-paging";

describe("orders paging", () => {
  it("reads the page from the query string, falling back to 1", () => {
    expect(ordersPageFromParam(null)).toBe(1);
    expect(ordersPageFromParam("3")).toBe(3);
    for (const bad of ["0", "-2", "2.5", "abc", "", "99999999999999999999"]) {
      expect(ordersPageFromParam(bad)).toBe(1);
    }
  });

  it("turns a page into the API offset, 20 a page, never above 10000", () => {
    expect(ordersPageOffset(1)).toBe(0);
    expect(ordersPageOffset(2)).toBe(20);
    expect(ordersPageOffset(10_000)).toBe(10_000);
  });

  it("keeps the other parameters and drops page 1", () => {
    const params = new URLSearchParams("tab=orders&page=2");
    expect(withOrdersPage(params, 3).toString()).toBe("tab=orders&page=3");
    expect(withOrdersPage(params, 1).toString()).toBe("tab=orders");
    expect(params.toString()).toBe("tab=orders&page=2");
  });
});
