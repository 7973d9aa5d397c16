import { webcrypto } from "node:crypto";
import { newIdempotencyKey } from "./idempotency-key";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newIdempotencyKey", () => {
  it("uses crypto.randomUUID when the browser has it", () => {
    expect(
      newIdempotencyKey({
        randomUUID: () => "11111111-2222-4333-8444-555555555555",
        getRandomValues: () => {
          throw new Error("unused");
        },
      }),
    ).toBe("11111111-2222-4333-8444-555555555555");
  });

  it("makes a v4 UUID from random bytes without randomUUID (plain http)", () => {
    const getRandomValues = (array: Uint8Array<ArrayBuffer>) => webcrypto.getRandomValues(array);
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey({ getRandomValues })));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it("sets the version and variant bits whatever the random bytes", () => {
    const allOnes = (array: Uint8Array<ArrayBuffer>) => array.fill(0xff);
    expect(newIdempotencyKey({ getRandomValues: allOnes })).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
  });
});
