import { withNewOrderFirst } from "./order-list-live";

describe("withNewOrderFirst", () => {
  const page = { total: 3, items: [{ id: "c" }, { id: "b" }, { id: "a" }] };

  it("puts the new order on top and counts it", () => {
    expect(withNewOrderFirst(page, { id: "d" }, 20)).toEqual({ total: 4, items: [{ id: "d" }, { id: "c" }, { id: "b" }, { id: "a" }] });
  });

  it("keeps the page at its size", () => {
    expect(withNewOrderFirst(page, { id: "d" }, 3)?.items.map((item) => item.id)).toEqual(["d", "c", "b"]);
  });

  it("leaves the page alone when the order is already on it", () => {
    expect(withNewOrderFirst(page, { id: "b" }, 20)).toBeNull();
  });
});
