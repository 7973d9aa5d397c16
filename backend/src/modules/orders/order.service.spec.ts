import { DEFAULT_CHARGES } from "../charges/charges";
import type { PlacementPricing } from "./order-placement";
import type { DataSource } from "typeorm";
import type { Logger } from "../../common/logger";
import type { Mailer } from "../../common/mailer";
import type { RequestContext } from "../../common/request-context";
import type { User } from "../users/user.entity";
import { OrderEventHooks, type OrderEvent } from "./order-events";
import type { Order } from "./order.entity";
import { OrderService } from "./order.service";

const logger = { error: jest.fn(), warn: jest.fn(), info: jest.fn() } as unknown as Logger;
const mailer: Mailer = { send: jest.fn(async () => undefined), close: jest.fn() };
const order = { id: "00000000-0000-4000-8000-0000000000aa", createdAt: new Date() } as Order;
const ctx = { user: { id: "00000000-0000-4000-8000-0000000000bb", role: "customer" } as User } as RequestContext;
const input = { addressId: "00000000-0000-4000-8000-0000000000cc", idempotencyKey: "00000000-0000-4000-8000-0000000000dd" };

/** A DataSource whose transactions answer the given results (or throw the given errors) in turn. */
function dataSourceAnswering(...outcomes: unknown[]) {
  const transaction = jest.fn(async () => {
    const next = outcomes.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  return { dataSource: { transaction } as unknown as DataSource, transaction };
}

const uniqueViolation = (constraint: string) => Object.assign(new Error("duplicate key"), { code: "23505", constraint });

/** The settings' defaults and no discount: what a fresh database prices with. */
const pricing: PlacementPricing = {
  charges: () => Promise.resolve(DEFAULT_CHARGES),
  discountFor: () => Promise.resolve(null),
  discountPlaced: () => Promise.resolve(),
};

describe("OrderService.placeOrder", () => {
  beforeEach(() => jest.clearAllMocks());

  it("re-reads after losing the idempotency-key race and replays the winner's order, telling nobody twice", async () => {
    const { dataSource, transaction } = dataSourceAnswering(uniqueViolation("idempotency_keys_pkey"), {
      placed: { replayed: true, order },
      effects: null,
    });
    const events: OrderEvent[] = [];
    const service = new OrderService({
      dataSource,
      mailer,
      logger,
      publicUrl: "http://x",
      pricing,
      onOrderEvent: [(e) => void events.push(e)],
    });
    await expect(service.placeOrder(ctx, input)).resolves.toEqual({ order, replayed: true });
    expect(transaction).toHaveBeenCalledTimes(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([]);
    expect(mailer.send).not.toHaveBeenCalled();
  });

  it("does not retry other failures", async () => {
    const { dataSource, transaction } = dataSourceAnswering(uniqueViolation("some_other_key"));
    const service = new OrderService({ dataSource, mailer, logger, publicUrl: "http://x", pricing });
    await expect(service.placeOrder(ctx, input)).rejects.toThrow("duplicate key");
    expect(transaction).toHaveBeenCalledTimes(1);
  });

  it("asks anonymous callers to log in before touching the database", async () => {
    const { dataSource, transaction } = dataSourceAnswering();
    const service = new OrderService({ dataSource, mailer, logger, publicUrl: "http://x", pricing });
    await expect(service.placeOrder({ ...ctx, user: null }, input)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    expect(transaction).not.toHaveBeenCalled();
  });
});

describe("OrderEventHooks", () => {
  it("tells every listener, survives a failing one, and lets a listener unsubscribe", async () => {
    const hooks = new OrderEventHooks(logger);
    const seen: string[] = [];
    hooks.on(() => {
      throw new Error("listener broke");
    });
    const stop = hooks.on((event) => void seen.push(event.type));
    const event: OrderEvent = { type: "ORDER_PLACED", order, at: new Date() };
    expect(() => hooks.emit(event)).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(["ORDER_PLACED"]);
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ event: "ORDER_PLACED" }), "order event listener failed");
    stop();
    hooks.emit(event);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(["ORDER_PLACED"]);
  });
});
