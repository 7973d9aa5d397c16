import { createHash } from "node:crypto";

export interface HashedLine {
  menuItemId: string;
  quantity: number;
}

/**
 * What an order was built from (the cart's lines and the address), as sha256 hex: the same
 * idempotency key with a different hash is a different request, not a retry.
 */
export function orderRequestHash(addressId: string, lines: readonly HashedLine[]): string {
  const canonical = [...lines].map((line) => [line.menuItemId, line.quantity] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256")
    .update(JSON.stringify({ addressId, lines: canonical }))
    .digest("hex");
}
