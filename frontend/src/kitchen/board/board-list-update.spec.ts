import { listWithChangedOrder } from "./board-list-update";

const page = {
  total: 2,
  items: [
    { id: "a", status: "PENDING" },
    { id: "b", status: "PREPARING" },
  ],
};

describe("listWithChangedOrder", () => {
  it("adds a new order to the list", () => {
    expect(listWithChangedOrder(page, { id: "c", status: "PENDING" })).toEqual({
      total: 3,
      items: [...page.items, { id: "c", status: "PENDING" }],
    });
  });

  it("takes an order off when it leaves the kitchen or is stopped", () => {
    expect(listWithChangedOrder(page, { id: "b", status: "OUT_FOR_DELIVERY" })).toEqual({ total: 1, items: [page.items[0]] });
    expect(listWithChangedOrder(page, { id: "a", status: "CANCELLED" })).toEqual({ total: 1, items: [page.items[1]] });
  });

  it("leaves the list alone for a move between columns or an order it never had", () => {
    expect(listWithChangedOrder(page, { id: "a", status: "CONFIRMED" })).toBeNull();
    expect(listWithChangedOrder(page, { id: "z", status: "DELIVERED" })).toBeNull();
    // A failed delivery (the rider could not reach the customer) is the office's, never back on the board.
    expect(listWithChangedOrder(page, { id: "z", status: "DELIVERY_FAILED" })).toBeNull();
  });
});
