import { badgeLabel, newOrdersCount, NO_NEW_ORDERS, parseStoredBadge, seenAll, storedBadge, withPlacedOrder } from "./new-orders-badge";

describe("the new-orders badge", () => {
  it("counts each order placed while the admin is elsewhere", () => {
    let badge = withPlacedOrder(NO_NEW_ORDERS, "a", false);
    badge = withPlacedOrder(badge, "b", false);
    expect(newOrdersCount(badge)).toBe(2);
  });

  it("counts an order announced twice once", () => {
    const badge = withPlacedOrder(withPlacedOrder(NO_NEW_ORDERS, "a", false), "a", false);
    expect(newOrdersCount(badge)).toBe(1);
  });

  it("does not count orders placed while the admin looks at the orders page", () => {
    const badge = withPlacedOrder(NO_NEW_ORDERS, "a", true);
    expect(newOrdersCount(badge)).toBe(0);
  });

  it("starts again from zero once the orders page has been seen", () => {
    const badge = withPlacedOrder(withPlacedOrder(NO_NEW_ORDERS, "a", false), "b", false);
    expect(newOrdersCount(seenAll())).toBe(0);
    expect(newOrdersCount(withPlacedOrder(badge, "c", true))).toBe(0);
    expect(newOrdersCount(withPlacedOrder(seenAll(), "c", false))).toBe(1);
  });

  it("writes nothing for zero, the number up to 99 and the overflow text above", () => {
    expect(badgeLabel(0, "99+")).toBeNull();
    expect(badgeLabel(7, "99+")).toBe("7");
    expect(badgeLabel(99, "99+")).toBe("99");
    expect(badgeLabel(100, "99+")).toBe("99+");
  });

  it("survives a reload through its stored form and ignores damaged entries", () => {
    const badge = withPlacedOrder(withPlacedOrder(NO_NEW_ORDERS, "a", false), "b", false);
    expect(parseStoredBadge(storedBadge(badge))).toEqual(badge);
    expect(parseStoredBadge(null)).toEqual(NO_NEW_ORDERS);
    expect(parseStoredBadge("{not json")).toEqual(NO_NEW_ORDERS);
    expect(parseStoredBadge('[1, "a"]')).toEqual(NO_NEW_ORDERS);
  });
});
