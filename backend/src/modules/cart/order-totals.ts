/** The delivery charge of every order (docs/architecture.md#constants), in paise. */
export const DELIVERY_CHARGE_PAISE = 3000;

export interface PricedLine {
  /** menu/pricing.ts unitPricePaise: the offer price, capped at the original price. */
  unitPricePaise: number;
  quantity: number;
}

export interface Totals {
  itemsTotalPaise: number;
  deliveryChargePaise: number;
  totalPaise: number;
}

/**
 * Items total + ₹30 delivery; all zero for an empty cart (docs/architecture.md#constants). An order
 * is placed from the cart and charges these (orders/order-placement.ts); the cart shows them first.
 */
export function totals(lines: readonly PricedLine[]): Totals {
  const itemsTotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const deliveryChargePaise = lines.length > 0 ? DELIVERY_CHARGE_PAISE : 0;
  return { itemsTotalPaise, deliveryChargePaise, totalPaise: itemsTotalPaise + deliveryChargePaise };
}
