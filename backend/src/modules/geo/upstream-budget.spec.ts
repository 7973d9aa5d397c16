import { createUpstreamBudget } from "./upstream-budget";

describe("the geocoder's budget in the one-process default", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settledYet = (promise: Promise<unknown>) => {
    let settled = false;
    void promise.then(() => (settled = true));
    return () => settled;
  };

  it("lets the configured number of requests go at once and the next one in the following second", async () => {
    const budget = createUpstreamBudget({ redis: null, prefix: "spec:" }, 2);
    expect(await budget.take()).toBe(true);
    expect(await budget.take()).toBe(true);
    const third = budget.take();
    const thirdSettled = settledYet(third);
    await jest.advanceTimersByTimeAsync(900);
    expect(thirdSettled()).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    expect(await third).toBe(true);
  });

  it("turns a request away at once when more already wait than the budget serves within the wait", async () => {
    const budget = createUpstreamBudget({ redis: null, prefix: "spec:" }, 1);
    expect(await budget.take()).toBe(true);
    const waiting = [budget.take(), budget.take()];
    expect(await budget.take()).toBe(false);
    await jest.advanceTimersByTimeAsync(1100);
    expect(await waiting[0]).toBe(true);
    await jest.advanceTimersByTimeAsync(3000);
    await Promise.all(waiting);
  });
});
