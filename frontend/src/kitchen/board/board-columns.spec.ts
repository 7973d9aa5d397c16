import { columnOf, ordersByColumn } from "./board-columns";

const order = (id: string, status: string, createdAt: string) => ({ id, status, createdAt });

describe("columnOf", () => {
  it("puts pending orders in New, confirmed and preparing ones in the middle and ready ones in Ready", () => {
    expect(columnOf("PENDING")).toBe("new");
    expect(columnOf("CONFIRMED")).toBe("preparing");
    expect(columnOf("PREPARING")).toBe("preparing");
    expect(columnOf("READY_FOR_PICKUP")).toBe("ready");
  });

  it("takes orders past the kitchen or stopped off the board", () => {
    for (const status of ["OUT_FOR_DELIVERY", "DELIVERED", "DELIVERY_FAILED", "REJECTED", "CANCELLED", "SOMETHING_NEW"]) {
      expect(columnOf(status)).toBeNull();
    }
  });
});

describe("ordersByColumn", () => {
  it("groups the orders and shows the longest waiting first in each column", () => {
    const columns = ordersByColumn([
      order("b", "PENDING", "2025-05-24T10:05:00Z"),
      order("a", "PENDING", "2025-05-24T10:01:00Z"),
      order("c", "PREPARING", "2025-05-24T09:50:00Z"),
      order("d", "CONFIRMED", "2025-05-24T09:40:00Z"),
      order("e", "READY_FOR_PICKUP", "2025-05-24T09:30:00Z"),
      order("f", "DELIVERED", "2025-05-24T09:00:00Z"),
      order("g", "DELIVERY_FAILED", "2025-05-24T08:50:00Z"),
    ]);
    expect(columns.new.map((o) => o.id)).toEqual(["a", "b"]);
    expect(columns.preparing.map((o) => o.id)).toEqual(["d", "c"]);
    expect(columns.ready.map((o) => o.id)).toEqual(["e"]);
  });

  it("keeps a steady order for orders placed at the same moment", () => {
    const same = "2025-05-24T10:00:00Z";
    expect(ordersByColumn([order("y", "PENDING", same), order("x", "PENDING", same)]).new.map((o) => o.id)).toEqual(["x", "y"]);
  });
});
