import { AppError } from "../../common/errors";
import { ORDER_STATUSES, type OrderStatus } from "./order-status";
import {
  actorOf,
  allowedNextStatuses,
  API_KEY_ACTOR,
  checkStatusMove,
  FAILURE_REASON_REQUIRED,
  REJECTION_REASON_REQUIRED,
  type StatusActor,
} from "./order-state-machine";

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return (error as AppError).code;
  }
};

describe("the order state machine", () => {
  it("lets staff walk an order from pending to delivered, one step at a time", () => {
    const path: OrderStatus[] = ["pending", "confirmed", "preparing", "out_for_delivery", "delivered"];
    for (let i = 0; i + 1 < path.length; i += 1) {
      expect(checkStatusMove({ from: path[i]!, to: path[i + 1]!, actor: "staff" })).toBeNull();
    }
  });

  it("lets staff take an order through ready for pickup, or straight out for delivery from preparing", () => {
    const path: OrderStatus[] = ["pending", "confirmed", "preparing", "ready_for_pickup", "out_for_delivery", "delivered"];
    for (let i = 0; i + 1 < path.length; i += 1) {
      expect(checkStatusMove({ from: path[i]!, to: path[i + 1]!, actor: "staff" })).toBeNull();
    }
    expect(checkStatusMove({ from: "preparing", to: "out_for_delivery", actor: "staff" })).toBeNull();
  });

  it("allows exactly these moves and refuses every other pair with INVALID_STATUS_TRANSITION", () => {
    const allowed = new Set([
      "staff:pending>confirmed",
      "staff:confirmed>preparing",
      "staff:preparing>ready_for_pickup",
      "staff:preparing>out_for_delivery",
      "staff:ready_for_pickup>out_for_delivery",
      "staff:out_for_delivery>delivered",
      "staff:pending>rejected",
      "staff:confirmed>rejected",
      "kitchen:pending>confirmed",
      "kitchen:pending>rejected",
      "kitchen:confirmed>preparing",
      "kitchen:confirmed>rejected",
      "kitchen:preparing>ready_for_pickup",
      "staff:out_for_delivery>delivery_failed",
      "staff:delivery_failed>out_for_delivery",
      "rider:preparing>out_for_delivery",
      "rider:ready_for_pickup>out_for_delivery",
      "rider:out_for_delivery>delivered",
      "rider:out_for_delivery>delivery_failed",
      "customer:pending>cancelled",
      // An order placed for later: released by Ruchi itself, cancelled by its customer or turned down until then.
      "system:scheduled>pending",
      "customer:scheduled>cancelled",
      "staff:scheduled>rejected",
      "kitchen:scheduled>rejected",
    ]);
    for (const actor of ["staff", "kitchen", "rider", "customer", "system"] as StatusActor[]) {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          const key = `${actor}:${from}>${to}`;
          const code = codeOf(() => checkStatusMove({ from, to, actor, reason: "out of stock" }));
          expect([key, code]).toEqual([key, allowed.has(key) ? undefined : "INVALID_STATUS_TRANSITION"]);
        }
      }
    }
  });

  it("keeps the kitchen (and so an API key) to its own part: never out for delivery, delivered, failed or cancelled", () => {
    expect(API_KEY_ACTOR).toBe("kitchen");
    for (const to of ["out_for_delivery", "delivered", "delivery_failed", "cancelled"] as const) {
      for (const from of ORDER_STATUSES) expect(allowedNextStatuses(from, "kitchen")).not.toContain(to);
    }
    expect(() => checkStatusMove({ from: "ready_for_pickup", to: "out_for_delivery", actor: "kitchen" })).toThrow(
      "An order cannot move from Ready for pickup to Out for delivery. Delivery is handled by Ruchi's riders and staff.",
    );
    expect(() => checkStatusMove({ from: "out_for_delivery", to: "delivery_failed", actor: "kitchen", reason: "No answer" })).toThrow(
      "Delivery is handled by Ruchi's riders and staff.",
    );
    expect(() => checkStatusMove({ from: "pending", to: "rejected", actor: "kitchen", reason: " " })).toThrow(REJECTION_REASON_REQUIRED);
  });

  it("names both statuses in the refusal", () => {
    expect(() => checkStatusMove({ from: "pending", to: "delivered", actor: "staff" })).toThrow(
      "An order cannot move from Pending to Delivered.",
    );
    expect(() => checkStatusMove({ from: "pending", to: "cancelled", actor: "staff" })).toThrow("Only the customer can cancel an order.");
  });

  it("requires a reason to reject, and keeps it trimmed", () => {
    for (const reason of [undefined, null, "", "   "]) {
      expect(() => checkStatusMove({ from: "pending", to: "rejected", actor: "staff", reason })).toThrow(REJECTION_REASON_REQUIRED);
      expect(codeOf(() => checkStatusMove({ from: "confirmed", to: "rejected", actor: "staff", reason }))).toBe("BAD_USER_INPUT");
    }
    expect(checkStatusMove({ from: "confirmed", to: "rejected", actor: "staff", reason: "  Kitchen closed  " })).toBe("Kitchen closed");
    expect(codeOf(() => checkStatusMove({ from: "pending", to: "rejected", actor: "staff", reason: "x".repeat(501) }))).toBe(
      "BAD_USER_INPUT",
    );
  });

  it("offers each role only its own moves", () => {
    expect(allowedNextStatuses("pending", "staff")).toEqual(["confirmed", "rejected"]);
    expect(allowedNextStatuses("pending", "customer")).toEqual(["cancelled"]);
    expect(allowedNextStatuses("preparing", "staff")).toEqual(["ready_for_pickup", "out_for_delivery"]);
    expect(allowedNextStatuses("preparing", "kitchen")).toEqual(["ready_for_pickup"]);
    expect(allowedNextStatuses("ready_for_pickup", "kitchen")).toEqual([]);
    expect(allowedNextStatuses("confirmed", "customer")).toEqual([]);
    expect(allowedNextStatuses("delivered", "staff")).toEqual([]);
    expect(allowedNextStatuses("rejected", "staff")).toEqual([]);
    expect(actorOf("admin")).toBe("staff");
    expect(actorOf("superadmin")).toBe("staff");
    expect(actorOf("customer")).toBe("customer");
    expect(actorOf("rider")).toBe("rider");
    expect(allowedNextStatuses("out_for_delivery", "rider")).toEqual(["delivered", "delivery_failed"]);
    expect(allowedNextStatuses("confirmed", "rider")).toEqual([]);
    expect(allowedNextStatuses("delivery_failed", "rider")).toEqual([]);
    expect(allowedNextStatuses("delivery_failed", "staff")).toEqual(["out_for_delivery"]);
  });

  it("requires the rider's reason when a delivery fails", () => {
    for (const reason of [undefined, null, "", "  "]) {
      expect(() => checkStatusMove({ from: "out_for_delivery", to: "delivery_failed", actor: "rider", reason })).toThrow(
        FAILURE_REASON_REQUIRED,
      );
    }
    expect(checkStatusMove({ from: "out_for_delivery", to: "delivery_failed", actor: "rider", reason: " No answer at the door " })).toBe(
      "No answer at the door",
    );
    expect(() => checkStatusMove({ from: "confirmed", to: "out_for_delivery", actor: "rider" })).toThrow(
      "A rider picks up food that is being prepared or ready",
    );
  });
});
