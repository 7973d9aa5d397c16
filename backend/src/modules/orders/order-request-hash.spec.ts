import { createHash } from "node:crypto";
import { orderRequestHash } from "./order-request-hash";

/** The hash of one line as it was computed before lines had choices. */
const orderRequestHashBeforeChoices = (addressId: string, menuItemId: string, quantity: number) =>
  createHash("sha256")
    .update(JSON.stringify({ addressId, lines: [[menuItemId, quantity]] }))
    .digest("hex");

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const ADDRESS = "00000000-0000-4000-8000-0000000000ad";

describe("orderRequestHash", () => {
  it("is the same for the same lines in any order", () => {
    const one = orderRequestHash(ADDRESS, [
      { menuItemId: A, quantity: 1 },
      { menuItemId: B, quantity: 2 },
    ]);
    const two = orderRequestHash(ADDRESS, [
      { menuItemId: B, quantity: 2 },
      { menuItemId: A, quantity: 1 },
    ]);
    expect(one).toBe(two);
    expect(one).toMatch(/^[0-9a-f]{64}$/);
  });

  it("changes with a quantity, an item or the address", () => {
    const base = orderRequestHash(ADDRESS, [{ menuItemId: A, quantity: 1 }]);
    expect(orderRequestHash(ADDRESS, [{ menuItemId: A, quantity: 2 }])).not.toBe(base);
    expect(orderRequestHash(ADDRESS, [{ menuItemId: B, quantity: 1 }])).not.toBe(base);
    expect(orderRequestHash(B, [{ menuItemId: A, quantity: 1 }])).not.toBe(base);
  });

  it("changes with the choices, and a line without any hashes as before choices existed", () => {
    const base = orderRequestHash(ADDRESS, [{ menuItemId: A, quantity: 1 }]);
    expect(orderRequestHash(ADDRESS, [{ menuItemId: A, quantity: 1, optionIds: [] }])).toBe(base);
    expect(orderRequestHash(ADDRESS, [{ menuItemId: A, quantity: 1, optionIds: [B] }])).not.toBe(base);
    expect(base).toBe(orderRequestHashBeforeChoices(ADDRESS, A, 1));
  });
});
