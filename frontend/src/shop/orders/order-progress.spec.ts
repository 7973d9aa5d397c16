import { currentStep, isStepNow, orderProgress, PROGRESS_STEPS } from "./order-progress";

const states = (steps: ReturnType<typeof orderProgress>) => steps.map((step) => `${step.status}:${step.state}`);

describe("orderProgress", () => {
  it("shows a new order at its first step with every other step ahead", () => {
    expect(states(orderProgress("PENDING"))).toEqual([
      "PENDING:current",
      "CONFIRMED:upcoming",
      "PREPARING:upcoming",
      "READY_FOR_PICKUP:upcoming",
      "OUT_FOR_DELIVERY:upcoming",
      "DELIVERED:upcoming",
    ]);
  });

  it("marks the steps before the current one done", () => {
    expect(states(orderProgress("OUT_FOR_DELIVERY"))).toEqual([
      "PENDING:done",
      "CONFIRMED:done",
      "PREPARING:done",
      "READY_FOR_PICKUP:done",
      "OUT_FOR_DELIVERY:current",
      "DELIVERED:upcoming",
    ]);
  });

  it("ends a delivered order on its last step", () => {
    const steps = orderProgress("DELIVERED");
    expect(steps.map((step) => step.state)).toEqual(["done", "done", "done", "done", "done", "current"]);
    expect(currentStep(steps)?.status).toBe("DELIVERED");
  });

  it("shows the kitchen's ready-for-pickup step while the order waits for its rider", () => {
    expect(states(orderProgress("READY_FOR_PICKUP"))).toEqual([
      "PENDING:done",
      "CONFIRMED:done",
      "PREPARING:done",
      "READY_FOR_PICKUP:current",
      "OUT_FOR_DELIVERY:upcoming",
      "DELIVERED:upcoming",
    ]);
  });

  it("leaves out ready for pickup when an admin sent the order out straight from preparing", () => {
    const history = [
      { fromStatus: null, toStatus: "PENDING" as const },
      { fromStatus: "PENDING" as const, toStatus: "CONFIRMED" as const },
      { fromStatus: "CONFIRMED" as const, toStatus: "PREPARING" as const },
      { fromStatus: "PREPARING" as const, toStatus: "OUT_FOR_DELIVERY" as const },
    ];
    expect(states(orderProgress("OUT_FOR_DELIVERY", history))).toEqual([
      "PENDING:done",
      "CONFIRMED:done",
      "PREPARING:done",
      "OUT_FOR_DELIVERY:current",
      "DELIVERED:upcoming",
    ]);
  });

  it("shows a rejected order up to the step it was rejected from, then the rejection, and nothing beyond", () => {
    const history = [
      { fromStatus: null, toStatus: "PENDING" as const },
      { fromStatus: "PENDING" as const, toStatus: "CONFIRMED" as const },
      { fromStatus: "CONFIRMED" as const, toStatus: "REJECTED" as const },
    ];
    const steps = orderProgress("REJECTED", history);
    expect(states(steps)).toEqual(["PENDING:done", "CONFIRMED:done", "REJECTED:stopped"]);
    expect(currentStep(steps)?.status).toBe("REJECTED");
  });

  it("shows a cancelled order as stopped after pending", () => {
    const history = [{ fromStatus: "PENDING" as const, toStatus: "CANCELLED" as const }];
    expect(states(orderProgress("CANCELLED", history))).toEqual(["PENDING:done", "CANCELLED:stopped"]);
  });

  it("takes an ended order without history to have ended pending", () => {
    expect(states(orderProgress("CANCELLED"))).toEqual(["PENDING:done", "CANCELLED:stopped"]);
  });

  it("shows a failed delivery as a problem after out for delivery, not as delivered", () => {
    const history = [
      { fromStatus: null, toStatus: "PENDING" as const },
      { fromStatus: "PENDING" as const, toStatus: "CONFIRMED" as const },
      { fromStatus: "CONFIRMED" as const, toStatus: "PREPARING" as const },
      { fromStatus: "PREPARING" as const, toStatus: "READY_FOR_PICKUP" as const },
      { fromStatus: "READY_FOR_PICKUP" as const, toStatus: "OUT_FOR_DELIVERY" as const },
      { fromStatus: "OUT_FOR_DELIVERY" as const, toStatus: "DELIVERY_FAILED" as const },
    ];
    const steps = orderProgress("DELIVERY_FAILED", history);
    expect(states(steps)).toEqual([
      "PENDING:done",
      "CONFIRMED:done",
      "PREPARING:done",
      "READY_FOR_PICKUP:done",
      "OUT_FOR_DELIVERY:done",
      "DELIVERY_FAILED:failed",
    ]);
    expect(steps.some((step) => step.status === "DELIVERED")).toBe(false);
    expect(currentStep(steps)).toEqual({ status: "DELIVERY_FAILED", state: "failed" });
  });

  it("shows a failed delivery after out for delivery even without the history", () => {
    expect(states(orderProgress("DELIVERY_FAILED"))).toEqual([
      "PENDING:done",
      "CONFIRMED:done",
      "PREPARING:done",
      "READY_FOR_PICKUP:done",
      "OUT_FOR_DELIVERY:done",
      "DELIVERY_FAILED:failed",
    ]);
  });

  it("leaves out ready for pickup before a failed delivery when the rider took the food while it was being prepared", () => {
    const history = [
      { fromStatus: "CONFIRMED" as const, toStatus: "PREPARING" as const },
      { fromStatus: "PREPARING" as const, toStatus: "OUT_FOR_DELIVERY" as const },
      { fromStatus: "OUT_FOR_DELIVERY" as const, toStatus: "DELIVERY_FAILED" as const },
    ];
    expect(states(orderProgress("DELIVERY_FAILED", history))).toEqual([
      "PENDING:done",
      "CONFIRMED:done",
      "PREPARING:done",
      "OUT_FOR_DELIVERY:done",
      "DELIVERY_FAILED:failed",
    ]);
  });

  it("goes back to the usual way when the office sends a failed delivery out again", () => {
    const history = [
      { fromStatus: "READY_FOR_PICKUP" as const, toStatus: "OUT_FOR_DELIVERY" as const },
      { fromStatus: "OUT_FOR_DELIVERY" as const, toStatus: "DELIVERY_FAILED" as const },
      { fromStatus: "DELIVERY_FAILED" as const, toStatus: "OUT_FOR_DELIVERY" as const },
    ];
    expect(states(orderProgress("OUT_FOR_DELIVERY", history))).toEqual([
      "PENDING:done",
      "CONFIRMED:done",
      "PREPARING:done",
      "READY_FOR_PICKUP:done",
      "OUT_FOR_DELIVERY:current",
      "DELIVERED:upcoming",
    ]);
    const delivered = orderProgress("DELIVERED", [...history, { fromStatus: "OUT_FOR_DELIVERY" as const, toStatus: "DELIVERED" as const }]);
    expect(currentStep(delivered)?.status).toBe("DELIVERED");
    expect(delivered.every((step) => step.state !== "failed")).toBe(true);
  });

  it("counts the current, stopped and failed steps as where the order is now", () => {
    expect(isStepNow({ status: "PREPARING", state: "current" })).toBe(true);
    expect(isStepNow({ status: "REJECTED", state: "stopped" })).toBe(true);
    expect(isStepNow({ status: "DELIVERY_FAILED", state: "failed" })).toBe(true);
    expect(isStepNow({ status: "PENDING", state: "done" })).toBe(false);
    expect(isStepNow({ status: "DELIVERED", state: "upcoming" })).toBe(false);
  });

  it("shows an order placed for later waiting as scheduled, then on the usual way once released, or stopped if cancelled", () => {
    expect(states(orderProgress("SCHEDULED", [{ fromStatus: null, toStatus: "SCHEDULED" }])).slice(0, 2)).toEqual([
      "SCHEDULED:current",
      "PENDING:upcoming",
    ]);
    const released = [
      { fromStatus: null, toStatus: "SCHEDULED" as const },
      { fromStatus: "SCHEDULED" as const, toStatus: "PENDING" as const },
    ];
    expect(states(orderProgress("PENDING", released)).slice(0, 3)).toEqual(["SCHEDULED:done", "PENDING:current", "CONFIRMED:upcoming"]);
    const cancelled = [released[0]!, { fromStatus: "SCHEDULED" as const, toStatus: "CANCELLED" as const }];
    expect(states(orderProgress("CANCELLED", cancelled))).toEqual(["SCHEDULED:done", "CANCELLED:stopped"]);
  });

  it("marks no step as reached for a status it does not know", () => {
    const steps = orderProgress("ON_HOLD" as never);
    expect(steps.map((step) => step.status)).toEqual([...PROGRESS_STEPS]);
    expect(steps.every((step) => step.state === "upcoming")).toBe(true);
    expect(currentStep(steps)).toBeUndefined();
  });
});
