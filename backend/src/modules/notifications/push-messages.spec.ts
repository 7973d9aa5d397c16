import { broadcastPush, newOrderPush, orderStatusPush, orderStatusPushOptions } from "./push-messages";

const order = { shortId: "1A2B3C", restaurantName: "Sri Krishna Tiffins", totalPaise: 123450 };

describe("push messages", () => {
  it("says the order's new status in words and opens the customer's orders", () => {
    expect(orderStatusPush(order, "out_for_delivery", null, "en")).toEqual({
      title: "Order #1A2B3C: Out for delivery",
      body: "Your order from Sri Krishna Tiffins is out for delivery.",
      url: "/shop/account?tab=orders",
    });
    expect(orderStatusPush(order, "delivered", null, "en").body).toBe("Your order from Sri Krishna Tiffins is delivered. Enjoy your meal!");
  });

  it("says it in Telugu to a Telugu reader, with the restaurant's name as the data gives it", () => {
    expect(orderStatusPush(order, "out_for_delivery", null, "te")).toEqual({
      title: "ఆర్డర్ #1A2B3C: దారిలో ఉంది",
      body: "Sri Krishna Tiffins నుండి మీ ఆర్డర్ దారిలో ఉంది.",
      url: "/shop/account?tab=orders",
    });
    expect(orderStatusPush(order, "rejected", "Out of stock", "te").body).toBe(
      "Sri Krishna Tiffins నుండి మీ ఆర్డర్ తిరస్కరించబడింది. కారణం: Out of stock",
    );
  });

  it("gives the reason of a rejection, and only of a rejection", () => {
    expect(orderStatusPush(order, "rejected", "Out of stock", "en").body).toBe(
      "Your order from Sri Krishna Tiffins was rejected. Reason: Out of stock",
    );
    expect(orderStatusPush(order, "cancelled", "ignored", "en").body).toBe("Your order from Sri Krishna Tiffins is cancelled.");
  });

  it("lets a newer status of the same order replace an undelivered one", () => {
    expect(orderStatusPushOptions(order)).toEqual({ ttlSeconds: 21600, urgency: "high", topic: "order-1A2B3C" });
  });

  it("tells staff of a new order with its total, no customer details, in their language", () => {
    expect(newOrderPush(order, "en")).toEqual({
      title: "New order #1A2B3C",
      body: "Sri Krishna Tiffins: ₹1,234.50, cash on delivery.",
      url: "/admin/orders",
    });
    expect(newOrderPush(order, "te")).toEqual({
      title: "కొత్త ఆర్డర్ #1A2B3C",
      body: "Sri Krishna Tiffins: ₹1,234.50, క్యాష్ ఆన్ డెలివరీ.",
      url: "/admin/orders",
    });
  });

  it("sends a broadcast as written, with its link when it has one", () => {
    expect(broadcastPush({ title: "Holiday", body: "Closed on Sunday", url: null })).toEqual({
      title: "Holiday",
      body: "Closed on Sunday",
    });
    expect(broadcastPush({ title: "New", body: "Try it", url: "/shop/home" })).toEqual({ title: "New", body: "Try it", url: "/shop/home" });
  });
});
