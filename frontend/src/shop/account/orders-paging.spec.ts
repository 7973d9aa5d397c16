import { ordersPageOffset } from "./orders-paging";

describe("orders paging", () => {
  it("turns a page into the API offset, 20 a page, never above 10000", () => {
    expect(ordersPageOffset(1)).toBe(0);
    expect(ordersPageOffset(2)).toBe(20);
    expect(ordersPageOffset(10_000)).toBe(10_000);
  });
});
