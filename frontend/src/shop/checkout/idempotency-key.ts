interface RandomSource {
  randomUUID?: () => string;
  getRandomValues: (array: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
}

/**
 * The checkout's idempotency key (docs/architecture.md#orders): a random UUID v4, made once when the checkout page
 * loads, so a double click or a retry after a lost answer replays the same order instead of
 * placing a second one. crypto.randomUUID exists only in secure contexts (https, localhost); a
 * shop opened over plain http on a LAN address still gets a v4 UUID from getRandomValues.
 */
export function newIdempotencyKey(source: RandomSource = crypto): string {
  if (typeof source.randomUUID === "function") return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** docs/architecture.md#client-state: the placed order's id waits here for the order-success page. */
export const CURRENT_ORDER_KEY = "currentOrderId";
