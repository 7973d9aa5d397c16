import { createHash } from "node:crypto";

export interface HashedLine {
  menuItemId: string;
  quantity: number;
  /** Sorted (the cart stores them so). */
  optionIds?: readonly string[];
}

/**
 * What an order was built from (the cart's lines and the address), as sha256 hex: the same
 * idempotency key with a different hash is a different request, not a retry.
 */
export function orderRequestHash(addressId: string, lines: readonly HashedLine[]): string {
  // A line without choices hashes as it did before choices existed, so keys stored then still replay.
  const canonical = [...lines]
    .map((line): Array<string | number> =>
      line.optionIds?.length ? [line.menuItemId, line.quantity, ...line.optionIds] : [line.menuItemId, line.quantity],
    )
    .sort((a, b) => (a.join() < b.join() ? -1 : a.join() > b.join() ? 1 : 0));
  return createHash("sha256")
    .update(JSON.stringify({ addressId, lines: canonical }))
    .digest("hex");
}
