import type { EntityManager } from "typeorm";
import type { RequestContext } from "../../common/request-context";
import type { User } from "../users/user.entity";
import { OrderProcess, type MoveGuardCall, type OrderProcessExtension } from "./order-process";
import type { Order } from "./order.entity";
import { customerMoves, legacyWalk } from "./own-moves";

const tx = {} as EntityManager;
const order = { id: "o1", userId: "u1", status: "pending", riderId: null, restaurantId: "r1" } as unknown as Order;
const customer = (id: string) => ({ user: { id, role: "customer" } as User, apiKey: null }) as unknown as RequestContext;
const guardCall = (ctx: RequestContext, actor: MoveGuardCall["request"]["actor"], found: Order | null = order): MoveGuardCall => ({
  tx,
  ctx,
  request: { orderId: "o1", to: "cancelled", actor },
  input: {},
  order: found,
});

describe("OrderProcess", () => {
  it("asks every extension's guard in the order they were added, and stops at the first refusal", async () => {
    const asked: string[] = [];
    const process = new OrderProcess();
    const named = (name: string, refuse = false): OrderProcessExtension => ({
      name,
      guard: () => {
        asked.push(name);
        if (refuse) throw new Error(`${name} refused`);
      },
    });
    for (const extension of [named("a"), named("b", true), named("c")]) process.add(extension, () => undefined);
    await expect(process.guard(guardCall(customer("u1"), "staff"))).rejects.toThrow("b refused");
    expect(asked).toEqual(["a", "b"]);
  });

  it("takes the first extension's walk, else the one move", () => {
    const process = new OrderProcess();
    process.add({ name: "none", steps: () => null }, () => undefined);
    expect(process.steps({ from: "pending", to: "preparing", actor: "staff", input: {} })).toEqual(["preparing"]);
    process.add({ name: "walk", steps: () => ["confirmed", "preparing"] }, () => undefined);
    process.add({ name: "later", steps: () => ["never"] as never }, () => undefined);
    expect(process.steps({ from: "pending", to: "preparing", actor: "staff", input: {} })).toEqual(["confirmed", "preparing"]);
  });

  it("merges the columns every extension writes for a step", async () => {
    const process = new OrderProcess();
    process.add({ name: "a", write: () => ({ cashNote: "a", deliveredAt: null }) }, () => undefined);
    process.add({ name: "b", write: async () => undefined }, () => undefined);
    process.add({ name: "c", write: () => ({ cashNote: "c" }) }, () => undefined);
    const step = { tx, ctx: customer("u1"), order, from: "pending", to: "confirmed", actor: "staff", reason: null, input: {} } as const;
    await expect(process.write(step)).resolves.toEqual({ cashNote: "c", deliveredAt: null });
  });

  it("hands each extension's after-commit effect to the durable effects under its name", () => {
    const registered: string[] = [];
    const process = new OrderProcess();
    process.add({ name: "pushes", afterCommit: () => undefined }, (name) => registered.push(name));
    process.add({ name: "guard-only", guard: () => undefined }, (name) => registered.push(name));
    expect(registered).toEqual(["pushes"]);
  });

  it("gives the viewer's actor from the first extension that knows them; nobody knows them: no moves", async () => {
    const process = new OrderProcess();
    await expect(process.viewerActor(customer("u9"), order)).resolves.toBeNull();
    process.add({ name: "stranger", viewerActor: () => undefined }, () => undefined);
    process.add({ name: "riders", viewerActor: () => null }, () => undefined);
    process.add({ name: "kitchen", viewerActor: () => "kitchen" }, () => undefined);
    await expect(process.viewerActor(customer("u9"), order)).resolves.toBeNull();
  });
});

describe("the orders' own moves", () => {
  it("lets a customer move only their own order; anyone else's is NOT_FOUND, as if there were none", async () => {
    expect(() => customerMoves.guard!(guardCall(customer("u1"), "customer"))).not.toThrow();
    expect(() => customerMoves.guard!(guardCall(customer("u2"), "customer"))).toThrow(expect.objectContaining({ code: "NOT_FOUND" }));
    expect(() => customerMoves.guard!(guardCall(customer("u1"), "customer", null))).toThrow(expect.objectContaining({ code: "NOT_FOUND" }));
    // Not the customer's move: another extension (or the role check) decides.
    expect(() => customerMoves.guard!(guardCall(customer("u2"), "staff"))).not.toThrow();
  });

  it("walks the legacy call's move step by step, and only the legacy call's", () => {
    const plan = { from: "pending", to: "delivered", actor: "staff" } as const;
    expect(legacyWalk.steps!({ ...plan, input: { legacyWalk: true } })).toEqual([
      "confirmed",
      "preparing",
      "out_for_delivery",
      "delivered",
    ]);
    expect(legacyWalk.steps!({ ...plan, input: {} })).toBeNull();
    expect(legacyWalk.steps!({ ...plan, to: "pending", input: { legacyWalk: true } })).toBeNull();
  });
});
