import type { EntityManager } from "typeorm";
import type { RequestContext } from "../../common/request-context";
import type { Order } from "../orders/order.entity";
import type { User } from "../users/user.entity";
import { apiKeyOrderProcess } from "./api-key-order-process";
import type { ApiKeyPrincipal } from "../../common/api-key-principal";

const order = { id: "o1", userId: "u1", status: "pending", riderId: null, restaurantId: "r1" } as unknown as Order;
const keyOf = (scopes: ApiKeyPrincipal["scopes"], restaurantIds: string[]) =>
  ({ user: null, apiKey: { id: "k1", name: "pos", scopes, restaurantIds } }) as unknown as RequestContext;
const guard = async (ctx: RequestContext, found: Order | null = order) =>
  apiKeyOrderProcess.guard!({
    tx: {} as EntityManager,
    ctx,
    request: { orderId: "o1", to: "confirmed", actor: "kitchen" },
    input: {},
    order: found,
  });

describe("API keys in the order process", () => {
  it("moves only its own restaurants' orders, with ORDERS_WRITE", async () => {
    await expect(guard(keyOf(["ORDERS_WRITE"], ["r1"]))).resolves.toBeUndefined();
    await expect(guard(keyOf(["ORDERS_WRITE"], ["r2"]))).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(guard(keyOf(["ORDERS_READ", "MENU_WRITE"], ["r1"]))).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("leaves an unknown order to answer NOT_FOUND, and people to the other guards", async () => {
    await expect(guard(keyOf(["ORDERS_WRITE"], ["r2"]), null)).resolves.toBeUndefined();
    await expect(guard({ user: { id: "a1", role: "admin" } as User, apiKey: null } as unknown as RequestContext)).resolves.toBeUndefined();
  });

  it("offers a key the kitchen's moves on its restaurants' orders, none on others", () => {
    expect(apiKeyOrderProcess.viewerActor!(keyOf(["ORDERS_WRITE"], ["r1"]), order)).toBe("kitchen");
    expect(apiKeyOrderProcess.viewerActor!(keyOf(["ORDERS_READ"], ["r1"]), order)).toBeNull();
    expect(
      apiKeyOrderProcess.viewerActor!({ user: { id: "a1", role: "admin" } as User, apiKey: null } as unknown as RequestContext, order),
    ).toBeUndefined();
  });
});
