import { orderProgress } from "./order-progress";

describe("a pickup's way (collected at the counter)", () => {
  it("goes from ready for pickup to delivered, never out for delivery", () => {
    expect(orderProgress("READY_FOR_PICKUP", [], "PICKUP")).toEqual([
      { status: "PENDING", state: "done" },
      { status: "CONFIRMED", state: "done" },
      { status: "PREPARING", state: "done" },
      { status: "READY_FOR_PICKUP", state: "current" },
      { status: "DELIVERED", state: "upcoming" },
    ]);
    expect(orderProgress("DELIVERED", [], "PICKUP").map((step) => step.state)).toEqual(["done", "done", "done", "done", "current"]);
  });

  it("leaves a delivery's way as it was", () => {
    expect(orderProgress("READY_FOR_PICKUP").map((step) => step.status)).toContain("OUT_FOR_DELIVERY");
    expect(orderProgress("READY_FOR_PICKUP", [], "DELIVERY")).toEqual(orderProgress("READY_FOR_PICKUP"));
  });
});
