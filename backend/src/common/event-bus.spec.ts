import { createEventBus, type EventBus } from "./event-bus";
import { createLogger } from "./logger";

describe("the in-process event bus", () => {
  let bus: EventBus;
  beforeEach(async () => {
    bus = await createEventBus({ redisUrl: null, prefix: "spec:", logger: createLogger("silent") });
  });
  afterEach(() => bus.close());

  it("delivers what is published after a subscription went live, in order, and only on its topic", async () => {
    const updates = bus.subscribe("ORDER_UPDATED");
    const first = updates.next();
    await Promise.resolve();
    expect(bus.liveSubscriptions()).toBe(1);
    expect(bus.liveSubscriptionsByTopic()).toEqual(new Map([["ORDER_UPDATED", 1]]));
    await bus.publish("ORDER_PLACED", { n: 0 });
    await bus.publish("ORDER_UPDATED", { n: 1 });
    await bus.publish("ORDER_UPDATED", { n: 2 });
    expect(await first).toEqual({ value: { n: 1 }, done: false });
    expect(await updates.next()).toEqual({ value: { n: 2 }, done: false });
    await updates.return!();
  });

  it("return() ends a subscription at once, even while it waits for a message", async () => {
    const updates = bus.subscribe("ORDER_UPDATED");
    const waiting = updates.next();
    await Promise.resolve();
    expect(bus.liveSubscriptions()).toBe(1);
    await updates.return!();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(bus.liveSubscriptions()).toBe(0);
    expect(bus.liveSubscriptionsByTopic().size).toBe(0);
    await bus.publish("ORDER_UPDATED", { n: 1 });
    expect(await updates.next()).toEqual({ value: undefined, done: true });
  });
});
