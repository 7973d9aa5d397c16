/**
 * The cart's figures the client can know before the server answers (docs/architecture.md#pricing):
 * a line costs its offer price capped at the original price, the items total is Σ price ×
 * quantity. The rest of the bill (delivery fee by distance, discount, tax, tip) is the server's
 * alone: while a quantity change is on its way the cart shows the expected items total at once
 * and the server's last bill for the rest, greyed, until the answer brings the new one
 * (CartSummary). Sums are done in whole paise so 0.1 + 0.2 never shows as 0.30000000000000004.
 */

export const MAX_LINE_QUANTITY = 99;

const toPaise = (rupees: number) => Math.round(rupees * 100);
const toRupees = (paise: number) => paise / 100;

/** What one unit costs: the offer price if there is one, never above the original; 2 decimals. */
export function linePrice(offerPrice: number | null | undefined, originalPrice: number): number {
  const offer = typeof offerPrice === "number" && Number.isFinite(offerPrice) && offerPrice > 0 ? offerPrice : originalPrice;
  return toRupees(Math.min(toPaise(offer), toPaise(originalPrice)));
}

export interface CartFigures {
  itemCount: number;
  itemsTotal: number;
}

/** The count and items total of priced lines. */
export function cartTotals(lines: ReadonlyArray<{ price: number; quantity: number }>): CartFigures {
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const itemsPaise = lines.reduce((sum, line) => sum + toPaise(line.price) * line.quantity, 0);
  return { itemCount, itemsTotal: toRupees(itemsPaise) };
}

/**
 * How much the items must still gain for the restaurant's minimum order once they come to
 * `itemsTotal`, known from the last answer (`itemsTotal` then and its `shortfall`): null when it
 * is reached. A cart that reached it knows no minimum, so it stays null until the server says
 * otherwise.
 */
export function shortfallAfter(before: { itemsTotal: number; minimumOrderShortfall?: number | null }, itemsTotal: number): number | null {
  const shortfall = before.minimumOrderShortfall;
  if (typeof shortfall !== "number" || itemsTotal === 0) return null;
  const missing = toPaise(before.itemsTotal) + toPaise(shortfall) - toPaise(itemsTotal);
  return missing > 0 ? toRupees(missing) : null;
}

interface PricedLine {
  id: string;
  price: number;
  quantity: number;
  lineTotal: number;
  isAvailable: boolean;
}

interface PricedCart {
  items: readonly PricedLine[];
  itemCount: number;
  itemsTotal: number;
  minimumOrderShortfall?: number | null;
  canCheckout: boolean;
  hasUnavailableItems?: boolean;
  restaurantId?: string | null;
  restaurantName?: string | null;
  restaurantIsOpenNow?: boolean | null;
}

/**
 * The cart as it will be once a line's quantity is set (0 removes the line): the expected answer
 * of updateCartLine / removeCartLine (a line is one item with one set of choices), with the same
 * rules the server applies (an emptied cart belongs to no restaurant and cannot be checked out;
 * nor can a cart below the restaurant's minimum order). Its bill, if it carries one, is left as
 * it was: only the server knows the new one.
 */
export function withLineQuantity<C extends PricedCart>(cart: C, lineId: string, quantity: number): C {
  const items = cart.items
    .filter((line) => line.id !== lineId || quantity > 0)
    .map((line) => (line.id === lineId ? { ...line, quantity, lineTotal: toRupees(toPaise(line.price) * quantity) } : line)) as C["items"];
  const hasUnavailableItems = items.some((line) => !line.isAvailable);
  const empty = items.length === 0;
  const figures = cartTotals(items);
  const minimumOrderShortfall = shortfallAfter(cart, figures.itemsTotal);
  return {
    ...cart,
    ...figures,
    items,
    hasUnavailableItems,
    ...("minimumOrderShortfall" in cart ? { minimumOrderShortfall } : {}),
    canCheckout: !empty && cart.restaurantIsOpenNow === true && !hasUnavailableItems && minimumOrderShortfall === null,
    ...(empty ? { restaurantId: null, restaurantName: null, restaurantIsOpenNow: null } : {}),
  };
}
