/** The delivery charge of every order (spec §9), in paise. */
export const DELIVERY_CHARGE_PAISE = 3000;

/** What one unit costs: the offer price, capped at the original price (DESIGN §5). */
export const unitPricePaise = (item: { offerPricePaise: number; originalPricePaise: number }): number =>
  Math.min(item.offerPricePaise, item.originalPricePaise);

/** Percent off, as shown on the item card; computed, never stored from a client. */
export const discountPercent = (item: { offerPricePaise: number; originalPricePaise: number }): number =>
  item.originalPricePaise > 0
    ? Math.max(0, Math.round(((item.originalPricePaise - unitPricePaise(item)) / item.originalPricePaise) * 100))
    : 0;

export interface PricedLine {
  unitPricePaise: number;
  quantity: number;
}

export interface Totals {
  itemsTotalPaise: number;
  deliveryChargePaise: number;
  totalPaise: number;
}

/** Items total + ₹30 delivery; all zero for an empty cart (spec §9). */
export function totals(lines: readonly PricedLine[]): Totals {
  const itemsTotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const deliveryChargePaise = lines.length > 0 ? DELIVERY_CHARGE_PAISE : 0;
  return { itemsTotalPaise, deliveryChargePaise, totalPaise: itemsTotalPaise + deliveryChargePaise };
}
