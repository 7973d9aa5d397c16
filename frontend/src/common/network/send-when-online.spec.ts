import { CombinedGraphQLErrors } from "@apollo/client";
import { isNetworkFailure, sendWhenOnline } from "./send-when-online";

/** A browser's network state without a browser: `navigator.onLine` and the window's events. */
let online = true;
const browserWindow = new EventTarget();

beforeAll(() => {
  Object.defineProperty(globalThis, "window", { value: browserWindow, configurable: true });
  Object.defineProperty(globalThis.navigator, "onLine", { get: () => online, configurable: true });
});

function goOnline() {
  online = true;
  browserWindow.dispatchEvent(new Event("online"));
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("sendWhenOnline", () => {
  beforeEach(() => {
    online = true;
  });

  it("sends at once when online", async () => {
    const send = jest.fn().mockResolvedValue("order");
    await expect(sendWhenOnline(send, { onWaiting: () => undefined })).resolves.toBe("order");
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("offline, waits (saying so) and sends once the network is back", async () => {
    online = false;
    const waiting: boolean[] = [];
    const send = jest.fn().mockResolvedValue("order");
    const result = sendWhenOnline(send, { onWaiting: (value) => waiting.push(value) });
    await settled();
    expect(send).not.toHaveBeenCalled();
    expect(waiting).toEqual([true]);
    goOnline();
    await expect(result).resolves.toBe("order");
    expect(send).toHaveBeenCalledTimes(1);
    expect(waiting).toEqual([true, false]);
  });

  it("sends the same request again after a failure on the way, and not after the server's answer", async () => {
    jest.useFakeTimers();
    try {
      const send = jest.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce("order");
      const result = sendWhenOnline(send, { onWaiting: () => undefined });
      await jest.advanceTimersByTimeAsync(2_000);
      await expect(result).resolves.toBe("order");
      expect(send).toHaveBeenCalledTimes(2);

      const refused = new CombinedGraphQLErrors({ errors: [{ message: "Restaurant closed", extensions: { code: "RESTAURANT_CLOSED" } }] });
      const refusedSend = jest.fn().mockRejectedValue(refused);
      await expect(sendWhenOnline(refusedSend, { onWaiting: () => undefined })).rejects.toBe(refused);
      expect(refusedSend).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it("gives up, sending nothing, when the page is left while waiting", async () => {
    online = false;
    const leaving = new AbortController();
    const send = jest.fn().mockResolvedValue("order");
    const result = sendWhenOnline(send, { onWaiting: () => undefined, signal: leaving.signal });
    leaving.abort(new Error("left the page"));
    await expect(result).rejects.toThrow("left the page");
    goOnline();
    await settled();
    expect(send).not.toHaveBeenCalled();
  });
});

describe("isNetworkFailure", () => {
  it("is true for a request that never got an answer and false for the server's own answers", () => {
    expect(isNetworkFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNetworkFailure(new CombinedGraphQLErrors({ errors: [{ message: "no" }] }))).toBe(false);
    expect(isNetworkFailure(new Error("something else"))).toBe(false);
  });
});
