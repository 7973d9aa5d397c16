import { isSubscriptionChanged, readForegroundPush } from "./push-message";

describe("readForegroundPush", () => {
  it("reads the title and body the worker posts", () => {
    expect(
      readForegroundPush({ type: "ruchi-push", title: "Order confirmed", body: "Order #1A2B3C is confirmed.", url: "/shop/account" }),
    ).toEqual({
      title: "Order confirmed",
      body: "Order #1A2B3C is confirmed.",
    });
  });

  it("keeps a push without a body", () => {
    expect(readForegroundPush({ type: "ruchi-push", title: "Hello" })).toEqual({ title: "Hello", body: "" });
  });

  it("ignores other messages and pushes without a title", () => {
    expect(readForegroundPush({ type: "something-else", title: "x" })).toBeNull();
    expect(readForegroundPush({ type: "ruchi-push", title: "  " })).toBeNull();
    expect(readForegroundPush("ruchi-push")).toBeNull();
    expect(readForegroundPush(null)).toBeNull();
  });
});

describe("isSubscriptionChanged", () => {
  it("recognises only the worker's subscription-changed message", () => {
    expect(isSubscriptionChanged({ type: "ruchi-push-subscription-changed" })).toBe(true);
    expect(isSubscriptionChanged({ type: "ruchi-push", title: "x" })).toBe(false);
    expect(isSubscriptionChanged(undefined)).toBe(false);
  });
});
