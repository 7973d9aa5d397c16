import { backoffMs, classifyAnswer, classifyFailure, isRetryable, ORDER_RETRY, shouldTryAgain, STEP_RETRY } from "./retry";

const graphqlError = (code: string, message = "x") => ({ errors: [{ message, extensions: { code } }], data: null });

describe("how a soak client judges an answer", () => {
  it("tells a success, a lost session, an outage and a bug apart by the GraphQL error code", () => {
    expect(classifyAnswer(200, { data: { cart: { id: "c" } } })).toEqual({ kind: "ok" });
    expect(classifyAnswer(200, graphqlError("UNAUTHENTICATED"))).toEqual({ kind: "unauthenticated" });
    expect(classifyAnswer(503, graphqlError("SERVICE_UNAVAILABLE"))).toEqual({ kind: "unavailable" });
    expect(classifyAnswer(200, graphqlError("INTERNAL_SERVER_ERROR", "Something went wrong"))).toEqual({
      kind: "internal",
      status: 200,
      message: "Something went wrong",
    });
    expect(classifyAnswer(200, graphqlError("INVALID_STATUS_TRANSITION"))).toEqual({ kind: "refused", code: "INVALID_STATUS_TRANSITION" });
  });

  it("takes a 502/503/504 that is not JSON for the load balancer's own, any other 5xx for the app's", () => {
    expect(classifyAnswer(502, null)).toEqual({ kind: "bad-gateway", status: 502 });
    expect(classifyAnswer(503, null)).toEqual({ kind: "bad-gateway", status: 503 });
    expect(classifyAnswer(500, null)).toEqual({ kind: "internal", status: 500 });
    expect(classifyAnswer(502, { data: null })).toEqual({ kind: "internal", status: 502 });
    expect(classifyAnswer(404, null)).toEqual({ kind: "refused", code: "HTTP_404" });
    expect(classifyAnswer(200, null)).toEqual({ kind: "refused", code: "HTTP_200" });
  });

  it("tells a timeout from a connection that failed, naming the network error", () => {
    expect(classifyFailure(new DOMException("signal timed out", "TimeoutError"))).toEqual({ kind: "timeout" });
    const reset = Object.assign(new TypeError("fetch failed"), {
      cause: Object.assign(new Error("socket hang up"), { code: "ECONNRESET" }),
    });
    expect(classifyFailure(reset)).toEqual({ kind: "network", detail: "ECONNRESET" });
    expect(classifyFailure(new TypeError("fetch failed"))).toEqual({ kind: "network", detail: "fetch failed" });
  });
});

describe("when a soak client tries again", () => {
  it("tries again after every failure without an answer, never after an answer", () => {
    expect(isRetryable({ kind: "network", detail: "ECONNRESET" })).toBe(true);
    expect(isRetryable({ kind: "timeout" })).toBe(true);
    expect(isRetryable({ kind: "bad-gateway", status: 502 })).toBe(true);
    expect(isRetryable({ kind: "unavailable" })).toBe(true);
    expect(isRetryable({ kind: "internal", status: 200 })).toBe(true);
    expect(isRetryable({ kind: "unauthenticated" })).toBe(true);
    expect(isRetryable({ kind: "refused", code: "CART_EMPTY" })).toBe(false);
    expect(isRetryable({ kind: "ok" })).toBe(false);
  });

  it("stops at the policy's number of tries or time, whichever comes first", () => {
    const failed = { kind: "bad-gateway", status: 502 } as const;
    expect(shouldTryAgain(failed, 1, 0, STEP_RETRY)).toBe(true);
    expect(shouldTryAgain(failed, STEP_RETRY.maxAttempts, 0, STEP_RETRY)).toBe(false);
    expect(shouldTryAgain(failed, 2, STEP_RETRY.maxTotalMs, STEP_RETRY)).toBe(false);
    // A checkout keeps its key for much longer than a page's step.
    expect(shouldTryAgain(failed, 20, 30_000, ORDER_RETRY)).toBe(true);
  });

  it("waits exponentially longer, capped, spread between half and the whole delay", () => {
    const policy = { firstMs: 250, maxMs: 2_000 };
    expect([0, 1, 2, 3, 4, 10].map((attempt) => backoffMs(attempt, 0.999999, policy))).toEqual([250, 500, 1000, 2000, 2000, 2000]);
    expect(backoffMs(0, 0, policy)).toBe(125);
    expect(backoffMs(2, 0.5, policy)).toBe(750);
    expect(backoffMs(-3, 2, policy)).toBe(250);
  });
});
