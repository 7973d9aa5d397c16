import { canOrderAgain, orderAgainOutcome } from "./order-again";

describe("canOrderAgain", () => {
  it("offers it on an order that is over, never on one still on its way", () => {
    expect(["DELIVERED", "CANCELLED", "REJECTED"].every((status) => canOrderAgain(status as never))).toBe(true);
    for (const status of ["PENDING", "CONFIRMED", "PREPARING", "READY_FOR_PICKUP", "OUT_FOR_DELIVERY", "DELIVERY_FAILED"] as const) {
      expect(canOrderAgain(status)).toBe(false);
    }
  });
});

describe("orderAgainOutcome", () => {
  it("goes to checkout without a word when every line came back", () => {
    expect(orderAgainOutcome([], true)).toEqual({ toCheckout: true, notice: null });
  });

  it("goes to checkout naming what was left out", () => {
    expect(orderAgainOutcome(["Egg Biryani (sold out)", "Raita (no longer on the menu)"], true)).toEqual({
      toCheckout: true,
      notice: { kind: "warning", key: "account.orderAgainPartly", details: "Egg Biryani (sold out) · Raita (no longer on the menu)" },
    });
  });

  it("stays when nothing could be added, saying why", () => {
    expect(orderAgainOutcome(["Egg Biryani (Spice Garden is closed now)"], false)).toEqual({
      toCheckout: false,
      notice: { kind: "error", key: "account.orderAgainNothing", details: "Egg Biryani (Spice Garden is closed now)" },
    });
  });
});
