/** An order a link opens on the Orders tab (`?order=<id>`: the invite to rate it, by push or e-mail). */

/** The order a link names, or null. */
export const linkedOrderId = (params: URLSearchParams): string | null => params.get("order")?.trim() || null;

/** The query string without the linked order, once its dialog is closed (a reload then opens nothing). */
export function withoutLinkedOrder(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("order");
  return next;
}
