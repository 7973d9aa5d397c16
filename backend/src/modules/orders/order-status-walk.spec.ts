import { forwardSteps } from "./order-status-walk";

describe("forwardSteps", () => {
  it("walks staff forward one allowed move at a time", () => {
    expect(forwardSteps("pending", "delivered", "staff")).toEqual(["confirmed", "preparing", "out_for_delivery", "delivered"]);
    expect(forwardSteps("pending", "out_for_delivery", "staff")).toEqual(["confirmed", "preparing", "out_for_delivery"]);
    expect(forwardSteps("confirmed", "preparing", "staff")).toEqual(["preparing"]);
  });

  it("sends a preparing order out directly (the legacy walk skips ready for pickup), and walks the kitchen to ready", () => {
    expect(forwardSteps("preparing", "out_for_delivery", "staff")).toEqual(["out_for_delivery"]);
    expect(forwardSteps("ready_for_pickup", "delivered", "staff")).toEqual(["out_for_delivery", "delivered"]);
    expect(forwardSteps("confirmed", "ready_for_pickup", "kitchen")).toEqual(["preparing", "ready_for_pickup"]);
    expect(forwardSteps("preparing", "delivered", "kitchen")).toBeNull();
  });

  it("takes the direct move to a rejection, from where a rejection is allowed", () => {
    expect(forwardSteps("pending", "rejected", "staff")).toEqual(["rejected"]);
    expect(forwardSteps("confirmed", "rejected", "staff")).toEqual(["rejected"]);
    expect(forwardSteps("preparing", "rejected", "staff")).toBeNull();
  });

  it("finds nothing backwards, in place, past a final status or for another actor's move", () => {
    expect(forwardSteps("delivered", "pending", "staff")).toBeNull();
    expect(forwardSteps("preparing", "confirmed", "staff")).toBeNull();
    expect(forwardSteps("confirmed", "confirmed", "staff")).toBeNull();
    expect(forwardSteps("rejected", "delivered", "staff")).toBeNull();
    expect(forwardSteps("pending", "cancelled", "staff")).toBeNull();
    expect(forwardSteps("pending", "delivered", "customer")).toBeNull();
    expect(forwardSteps("pending", "cancelled", "customer")).toEqual(["cancelled"]);
  });
});
