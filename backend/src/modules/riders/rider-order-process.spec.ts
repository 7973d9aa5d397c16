import type { EntityManager } from "typeorm";
import type { RequestContext } from "../../common/request-context";
import type { MoveStepCall, StatusChangeInputs } from "../orders/order-process";
import type { Order } from "../orders/order.entity";
import type { User } from "../users/user.entity";
import { DeliveryPosition } from "./delivery-position.entity";
import { riderOrderProcess } from "./rider-order-process";

const order = {
  id: "o1",
  userId: "u1",
  status: "out_for_delivery",
  riderId: "rider1",
  restaurantId: "r1",
  totalPaise: 33000,
} as unknown as Order;
const signedIn = (id: string, role: User["role"]) => ({ user: { id, role } as User, apiKey: null }) as unknown as RequestContext;

/** A transaction whose rider profiles say who is on shift, and which records the positions it deletes. */
function fakeTx(onShift: boolean) {
  const deleted: unknown[] = [];
  const tx = {
    getRepository: (entity: unknown) =>
      entity === DeliveryPosition
        ? { delete: async (where: unknown) => void deleted.push(where) }
        : { findOneBy: async () => ({ onShift }) },
  } as unknown as EntityManager;
  return { tx, deleted };
}

const guard = (ctx: RequestContext, actor: "rider" | "staff", onShift = true) =>
  riderOrderProcess.guard!({ tx: fakeTx(onShift).tx, ctx, request: { orderId: "o1", to: "delivered", actor }, input: {}, order });

describe("the riders' part of the order process", () => {
  it("lets only the assigned rider, on shift, make a rider's move", async () => {
    await expect(guard(signedIn("rider1", "rider"), "rider")).resolves.toBeUndefined();
    await expect(guard(signedIn("rider2", "rider"), "rider")).rejects.toMatchObject({ code: "NOT_ASSIGNED_RIDER" });
    await expect(guard(signedIn("rider1", "rider"), "rider", false)).rejects.toMatchObject({ code: "RIDER_OFF_SHIFT" });
    await expect(guard(signedIn("c1", "customer"), "rider")).rejects.toMatchObject({ code: "FORBIDDEN" });
    // The office's moves are the office's: no rider check.
    await expect(guard(signedIn("a1", "admin"), "staff")).resolves.toBeUndefined();
  });

  const step = (
    tx: EntityManager,
    from: Order["status"],
    to: Order["status"],
    input: StatusChangeInputs,
    reason: string | null = null,
  ): MoveStepCall => ({
    tx,
    ctx: signedIn("rider1", "rider"),
    order,
    from,
    to,
    actor: "rider",
    reason,
    input,
  });

  it("records the cash collected with delivering a rider's order, and requires it", async () => {
    const { tx, deleted } = fakeTx(true);
    const columns = await riderOrderProcess.write!(
      step(tx, "out_for_delivery", "delivered", { cashAtDoor: { collectedPaise: 33000, note: null } }),
    );
    expect(columns).toEqual(expect.objectContaining({ cashCollectedPaise: 33000, cashNote: null }));
    // The position is kept only while the food is on its way.
    expect(deleted).toEqual([{ orderId: "o1" }]);
    await expect(riderOrderProcess.write!(step(tx, "out_for_delivery", "delivered", {}))).rejects.toMatchObject({ code: "BAD_USER_INPUT" });
    await expect(
      riderOrderProcess.write!(step(tx, "out_for_delivery", "delivered", { cashAtDoor: { collectedPaise: 30000, note: " " } })),
    ).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
    });
  });

  it("writes the pick-up time and the failure's reason with the delivery's other moves, and nothing with the kitchen's", async () => {
    const { tx, deleted } = fakeTx(true);
    expect(await riderOrderProcess.write!(step(tx, "ready_for_pickup", "out_for_delivery", {}))).toEqual(
      expect.objectContaining({ deliveryFailureReason: null }),
    );
    expect(await riderOrderProcess.write!(step(tx, "out_for_delivery", "delivery_failed", {}, "door locked"))).toEqual({
      deliveryFailureReason: "door locked",
    });
    expect(await riderOrderProcess.write!(step(tx, "pending", "confirmed", {}))).toEqual({});
    expect(deleted).toHaveLength(1);
  });

  it("offers the assigned rider the delivery's moves, other riders none, and knows no one else", () => {
    expect(riderOrderProcess.viewerActor!(signedIn("rider1", "rider"), order)).toBe("rider");
    expect(riderOrderProcess.viewerActor!(signedIn("rider2", "rider"), order)).toBeNull();
    expect(riderOrderProcess.viewerActor!(signedIn("c1", "customer"), order)).toBeUndefined();
  });
});
