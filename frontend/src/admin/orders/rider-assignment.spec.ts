import { cashDifferencePaise, canAssignRider, moveLabelKey, needsReason, riderAction } from "./rider-assignment";

describe("assigning a rider to an order", () => {
  it("is offered while the kitchen has the order and after a failed delivery, and never else", () => {
    expect(["CONFIRMED", "PREPARING", "READY_FOR_PICKUP", "DELIVERY_FAILED"].every((status) => canAssignRider(status as never))).toBe(true);
    for (const status of ["PENDING", "OUT_FOR_DELIVERY", "DELIVERED", "REJECTED", "CANCELLED"] as const)
      expect(canAssignRider(status)).toBe(false);
  });

  it("assigns a first rider and reassigns when one is set", () => {
    expect(riderAction({ status: "CONFIRMED", rider: null })).toBe("assign");
    expect(riderAction({ status: "READY_FOR_PICKUP", rider: { id: "r1" } })).toBe("reassign");
    expect(riderAction({ status: "DELIVERY_FAILED", rider: { id: "r1" } })).toBe("reassign");
    expect(riderAction({ status: "OUT_FOR_DELIVERY", rider: { id: "r1" } })).toBeNull();
    expect(riderAction({ status: "PENDING", rider: null })).toBeNull();
  });
});

describe("the status moves of 'Order Details'", () => {
  it("asks for a reason to reject or to mark a delivery failed, and for nothing else", () => {
    expect(needsReason("REJECTED")).toBe(true);
    expect(needsReason("DELIVERY_FAILED")).toBe(true);
    expect(needsReason("DELIVERED")).toBe(false);
    expect(needsReason("OUT_FOR_DELIVERY")).toBe(false);
  });

  it("calls sending a failed delivery out again 'Try again', other moves by where they lead", () => {
    expect(moveLabelKey("DELIVERY_FAILED", "OUT_FOR_DELIVERY")).toBe("adminRiders.tryAgain");
    expect(moveLabelKey("PREPARING", "OUT_FOR_DELIVERY")).toBe("adminOps.orders.moveTo.OUT_FOR_DELIVERY");
    expect(moveLabelKey("OUT_FOR_DELIVERY", "DELIVERED")).toBe("adminOps.orders.moveTo.DELIVERED");
  });
});

describe("cash collected against the total", () => {
  it("compares whole paise, so float noise is no shortfall", () => {
    expect(cashDifferencePaise(0.1 + 0.2, 0.3)).toBe(0);
    expect(cashDifferencePaise(180, 190)).toBe(-1000);
    expect(cashDifferencePaise(200.5, 190)).toBe(1050);
  });
});
