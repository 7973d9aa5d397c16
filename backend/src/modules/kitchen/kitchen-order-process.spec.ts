import type { EntityManager } from "typeorm";
import type { RequestContext } from "../../common/request-context";
import type { ApiKeyPrincipal } from "../../common/api-key-principal";
import type { MoveGuardCall, MoveStepCall, StatusChangeInputs } from "../orders/order-process";
import type { Order } from "../orders/order.entity";
import type { User } from "../users/user.entity";
import { kitchenOrderProcess } from "./kitchen-order-process";

const order = { id: "o1", userId: "u1", status: "pending", riderId: null, restaurantId: "r1" } as unknown as Order;
/** A signed-in person on the staff of these restaurants (the request's membership loader). */
const person = (role: User["role"], restaurantIds: string[] = []) =>
  ({
    user: { id: "p1", role } as User,
    apiKey: null,
    loaders: { membershipsByUserId: { load: async () => restaurantIds.map((restaurantId) => ({ restaurantId })) } },
  }) as unknown as RequestContext;
const keyOf = (scopes: ApiKeyPrincipal["scopes"], restaurantIds: string[]) =>
  ({ user: null, apiKey: { id: "k1", name: "pos", scopes, restaurantIds } }) as unknown as RequestContext;
const guard = (ctx: RequestContext, input: StatusChangeInputs, found: Order | null = order) =>
  kitchenOrderProcess.guard!({
    tx: {} as EntityManager,
    ctx,
    request: { orderId: "o1", to: "confirmed", actor: "kitchen" },
    input,
    order: found,
  } satisfies MoveGuardCall);

describe("the kitchen's part of the order process", () => {
  it("lets the restaurant's staff, admins and the restaurant's ORDERS_WRITE keys make the board's moves", async () => {
    await expect(guard(person("customer", ["r1"]), { kitchen: {} })).resolves.toBeUndefined();
    await expect(guard(person("admin"), { kitchen: {} })).resolves.toBeUndefined();
    await expect(guard(keyOf(["ORDERS_WRITE"], ["r1"]), { kitchen: {} })).resolves.toBeUndefined();
  });

  it("refuses another restaurant's staff and keys, and an unknown order to all but admins (FORBIDDEN tells nothing)", async () => {
    await expect(guard(person("customer", ["r2"]), { kitchen: {} })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(guard(keyOf(["ORDERS_WRITE"], ["r2"]), { kitchen: {} })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(guard(keyOf(["ORDERS_READ"], ["r1"]), { kitchen: {} })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(guard(person("customer", ["r1"]), { kitchen: {} }, null)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(guard(person("admin"), { kitchen: {} }, null)).resolves.toBeUndefined();
  });

  it("leaves moves that are not the board's to others", async () => {
    await expect(guard(person("customer", ["r2"]), {})).resolves.toBeUndefined();
  });

  it("marks a confirmed order ready through preparing, and only from the board", () => {
    const plan = { from: "confirmed", to: "ready_for_pickup", actor: "kitchen" } as const;
    expect(kitchenOrderProcess.steps!({ ...plan, input: { kitchen: {} } })).toEqual(["preparing", "ready_for_pickup"]);
    expect(kitchenOrderProcess.steps!({ ...plan, input: {} })).toBeNull();
    expect(kitchenOrderProcess.steps!({ ...plan, from: "pending", input: { kitchen: {} } })).toBeNull();
  });

  it("stores the estimate with accepting, in the move's transaction", async () => {
    const executed: Array<Record<string, unknown>> = [];
    const query = {
      update: () => query,
      set: (columns: Record<string, unknown>) => (executed.push(columns), query),
      setParameter: (name: string, value: unknown) => (executed.push({ [name]: value }), query),
      where: () => query,
      execute: async () => undefined,
    };
    const tx = { getRepository: () => ({ createQueryBuilder: () => query }) } as unknown as EntityManager;
    const step = (to: Order["status"], input: StatusChangeInputs): MoveStepCall => ({
      tx,
      ctx: person("customer", ["r1"]),
      order,
      from: "pending",
      to,
      actor: "kitchen",
      reason: null,
      input,
    });
    await kitchenOrderProcess.write!(step("confirmed", { kitchen: { preparationMinutes: 25 } }));
    expect(executed).toEqual([expect.objectContaining({ preparationMinutes: 25 }), { minutes: 25 }]);
    await kitchenOrderProcess.write!(step("confirmed", {}));
    await kitchenOrderProcess.write!(step("rejected", { kitchen: { preparationMinutes: 25 } }));
    expect(executed).toHaveLength(2);
  });

  it("offers the restaurant's staff the kitchen's moves, and knows no one else", async () => {
    await expect(kitchenOrderProcess.viewerActor!(person("customer", ["r1"]), order)).resolves.toBe("kitchen");
    await expect(kitchenOrderProcess.viewerActor!(person("customer", ["r2"]), order)).resolves.toBeUndefined();
    await expect(kitchenOrderProcess.viewerActor!(keyOf(["ORDERS_WRITE"], ["r1"]), order)).resolves.toBeUndefined();
  });
});
