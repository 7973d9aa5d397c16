import { eventBody, menuItemData, orderData } from "./webhook-payloads";

const order = {
  id: "5f1c2d3e-0000-4000-8000-00000000abcd",
  shortId: "00ABCD",
  status: "confirmed" as const,
  restaurantId: "r-1",
  restaurantName: "Kitchen A",
  fulfilment: "delivery" as const,
  itemsTotalPaise: 24050,
  deliveryChargePaise: 3000,
  totalPaise: 27050,
  // Placed before bills were kept: items and delivery only.
  billLines: null,
  rejectionReason: null,
  createdAt: new Date("2030-01-02T03:04:05.000Z"),
  updatedAt: new Date("2030-01-02T03:10:00.000Z"),
};
const lines = [{ menuItemId: "m-1", name: "Masala Dosa", chosenOptions: [], quantity: 2, unitPricePaise: 12025 }];

describe("webhook bodies", () => {
  it("gives an order's number, GraphQL statuses, lines and totals in rupees", () => {
    expect(orderData(order, lines, "pending")).toEqual({
      id: order.id,
      number: "00ABCD",
      status: "CONFIRMED",
      previousStatus: "PENDING",
      rejectionReason: null,
      fulfilment: "DELIVERY",
      deliverAt: null,
      restaurant: { id: "r-1", name: "Kitchen A" },
      lines: [{ menuItemId: "m-1", name: "Masala Dosa", options: [], quantity: 2, unitPrice: 120.25, lineTotal: 240.5 }],
      totals: { items: 240.5, delivery: 30, total: 270.5 },
      bill: {
        lines: [
          { kind: "ITEMS", label: "Items total", amount: 240.5 },
          { kind: "DELIVERY_FEE", label: "Delivery fee", amount: 30 },
        ],
        total: 270.5,
      },
      paymentMethod: "COD",
      createdAt: "2030-01-02T03:04:05.000Z",
      updatedAt: "2030-01-02T03:10:00.000Z",
    });
    expect(orderData({ ...order, status: "out_for_delivery" }, lines)).not.toHaveProperty("previousStatus");
    const full = { id: "o-1", name: "Full", groupName: "Portion", extraPricePaise: 12000 };
    const biryani = { menuItemId: "m-2", name: "Chicken Biryani", chosenOptions: [full], quantity: 1, unitPricePaise: 30000 };
    expect(orderData(order, [biryani]).lines[0]).toEqual({
      menuItemId: "m-2",
      name: "Chicken Biryani",
      options: [{ id: "o-1", name: "Full", groupName: "Portion", extraPrice: 120 }],
      quantity: 1,
      unitPrice: 300,
      lineTotal: 300,
    });
    expect(orderData({ ...order, status: "out_for_delivery" }, lines).status).toBe("OUT_FOR_DELIVERY");
  });

  it("says a pickup is one, with no delivery line in its bill", () => {
    const billLines = [{ kind: "ITEMS" as const, labelKey: "items" as const, params: {}, amountPaise: 24050 }];
    const pickup = { ...order, fulfilment: "pickup" as const, deliveryChargePaise: 0, totalPaise: 24050, billLines };
    const data = orderData(pickup, lines);
    expect(data.fulfilment).toBe("PICKUP");
    expect(data.bill.lines.map((line) => line.kind)).toEqual(["ITEMS"]);
    expect(data.totals).toEqual({ items: 240.5, delivery: 0, total: 240.5 });
  });

  it("says a deleted item is no longer available", () => {
    const item = {
      id: "m-1",
      name: "Idli",
      priceRupees: 40,
      originalPriceRupees: 50,
      offerPriceRupees: 40,
      isAvailable: true,
      restaurantId: "r-1",
    };
    expect(menuItemData(item, "Kitchen A", "UPDATED")).toMatchObject({
      change: "UPDATED",
      price: 40,
      originalPrice: 50,
      offerPrice: 40,
      available: true,
    });
    expect(menuItemData(item, "Kitchen A", "DELETED").available).toBe(false);
  });

  it("wraps the data in the type and the event's time", () => {
    expect(JSON.parse(eventBody("ORDER_STATUS_CHANGED", new Date("2030-01-02T03:10:00.000Z"), { id: "x" }))).toEqual({
      type: "order.status_changed",
      timestamp: "2030-01-02T03:10:00.000Z",
      data: { id: "x" },
    });
  });
});
