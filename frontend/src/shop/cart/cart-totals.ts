/**
 * The cart's pricing display rule (docs/architecture.md#constants, docs/architecture.md#pricing), the same as the server's: a line costs
 * its offer price capped at the original price; items total = Σ price × quantity; ₹30 delivery,
 * and everything 0 when the cart is empty. The server's figures are what the cart shows; this is
 * used to show the expected figures at once while a quantity change is on its way (optimistic UI).
 * Sums are done in whole paise so 0.1 + 0.2 never shows as 0.30000000000000004.
 */

export const DELIVERY_CHARGE = 30;
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
  deliveryCharge: number;
  total: number;
}

/** The totals of priced lines: items total, ₹30 delivery (0 when empty) and the amount to pay. */
export function cartTotals(lines: ReadonlyArray<{ price: number; quantity: number }>): CartFigures {
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const itemsPaise = lines.reduce((sum, line) => sum + toPaise(line.price) * line.quantity, 0);
  const deliveryPaise = lines.length > 0 ? toPaise(DELIVERY_CHARGE) : 0;
  return {
    itemCount,
    itemsTotal: toRupees(itemsPaise),
    deliveryCharge: toRupees(deliveryPaise),
    total: toRupees(itemsPaise + deliveryPaise),
  };
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
  deliveryCharge: number;
  total: number;
  canCheckout: boolean;
  hasUnavailableItems?: boolean;
  restaurantId?: string | null;
  restaurantName?: string | null;
  restaurantIsOpenNow?: boolean | null;
}

/**
 * The cart as it will be once a line's quantity is set (0 removes the line): the expected answer
 * of updateCartLine / removeCartLine (a line is one item with one set of choices), with the same rules the server applies (an emptied cart
 * belongs to no restaurant and cannot be checked out).
 */
export function withLineQuantity<C extends PricedCart>(cart: C, lineId: string, quantity: number): C {
  const items = cart.items
    .filter((line) => line.id !== lineId || quantity > 0)
    .map((line) => (line.id === lineId ? { ...line, quantity, lineTotal: toRupees(toPaise(line.price) * quantity) } : line)) as C["items"];
  const hasUnavailableItems = items.some((line) => !line.isAvailable);
  const empty = items.length === 0;
  return {
    ...cart,
    ...cartTotals(items),
    items,
    hasUnavailableItems,
    canCheckout: !empty && cart.restaurantIsOpenNow === true && !hasUnavailableItems,
    ...(empty ? { restaurantId: null, restaurantName: null, restaurantIsOpenNow: null } : {}),
  };
}
