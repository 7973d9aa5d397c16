import { base64UrlToBytes, madeWithKey, needsSaving, parseSavedSubscription } from "./push-subscription-record";

const ENDPOINT = "https://push.example/send/abc";

describe("needsSaving", () => {
  it("saves a subscription never saved before", () => {
    expect(needsSaving({ endpoint: ENDPOINT }, null, "u1")).toBe(true);
  });

  it("does not save the same subscription for the same user again", () => {
    expect(needsSaving({ endpoint: ENDPOINT }, { endpoint: ENDPOINT, userId: "u1" }, "u1")).toBe(false);
  });

  it("saves again when the push service replaced the endpoint", () => {
    expect(needsSaving({ endpoint: `${ENDPOINT}-new` }, { endpoint: ENDPOINT, userId: "u1" }, "u1")).toBe(true);
  });

  it("saves again when another user signed in on this browser", () => {
    expect(needsSaving({ endpoint: ENDPOINT }, { endpoint: ENDPOINT, userId: "u1" }, "u2")).toBe(true);
  });

  it("saves nothing when the browser has no subscription", () => {
    expect(needsSaving(null, null, "u1")).toBe(false);
  });
});

describe("parseSavedSubscription", () => {
  it("reads what was stored", () => {
    expect(parseSavedSubscription(JSON.stringify({ endpoint: ENDPOINT, userId: "u1" }))).toEqual({ endpoint: ENDPOINT, userId: "u1" });
  });

  it("treats a missing or damaged entry as never saved", () => {
    expect(parseSavedSubscription(null)).toBeNull();
    expect(parseSavedSubscription("not json")).toBeNull();
    expect(parseSavedSubscription(JSON.stringify({ endpoint: ENDPOINT }))).toBeNull();
  });
});

describe("VAPID keys", () => {
  // 65 bytes: 0x04 then 1..64, written base64url without padding as the server gives it.
  const bytes = Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : index));
  const key = Buffer.from(bytes).toString("base64url");

  it("decodes base64url without padding", () => {
    expect(Array.from(base64UrlToBytes(key))).toEqual(Array.from(bytes));
    expect(Array.from(base64UrlToBytes("-_8"))).toEqual([0xfb, 0xff]);
  });

  it("recognises a subscription made with the same key and not one made with another", () => {
    expect(madeWithKey(bytes.slice().buffer, key)).toBe(true);
    const other = bytes.slice();
    other[10] = 0;
    expect(madeWithKey(other.buffer, key)).toBe(false);
    expect(madeWithKey(null, key)).toBe(false);
  });
});
