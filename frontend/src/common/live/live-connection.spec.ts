import { liveSocketUrl, reconnectDelayMs, RECONNECT_FIRST_DELAY_MS, RECONNECT_MAX_DELAY_MS } from "./live-connection";

describe("liveSocketUrl", () => {
  it("uses ws: beside an http page and keeps the host and port", () => {
    expect(liveSocketUrl({ protocol: "http:", host: "localhost:4000" })).toBe("ws://localhost:4000/graphql");
  });

  it("uses wss: beside an https page", () => {
    expect(liveSocketUrl({ protocol: "https:", host: "ruchi.example" })).toBe("wss://ruchi.example/graphql");
  });
});

describe("reconnectDelayMs", () => {
  it("doubles the wait with every attempt", () => {
    expect(reconnectDelayMs(0, 0.999999)).toBe(RECONNECT_FIRST_DELAY_MS);
    expect(reconnectDelayMs(1, 0.999999)).toBe(2 * RECONNECT_FIRST_DELAY_MS);
    expect(reconnectDelayMs(3, 0.999999)).toBe(8 * RECONNECT_FIRST_DELAY_MS);
  });

  it("never waits longer than the cap, however many attempts failed", () => {
    expect(reconnectDelayMs(10, 0.999999)).toBe(RECONNECT_MAX_DELAY_MS);
    expect(reconnectDelayMs(10_000, 0.999999)).toBe(RECONNECT_MAX_DELAY_MS);
  });

  it("spreads the wait between half and all of it", () => {
    expect(reconnectDelayMs(2, 0)).toBe(2 * RECONNECT_FIRST_DELAY_MS);
    expect(reconnectDelayMs(2, 0.5)).toBe(3 * RECONNECT_FIRST_DELAY_MS);
  });
});
