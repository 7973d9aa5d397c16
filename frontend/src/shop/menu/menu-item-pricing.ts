/** The prices an item card shows, from the API's menu item fields. */
export interface MenuItemPrices {
  originalPrice: number;
  /** What one unit costs: the offer price, never above the original (the API's `price`). */
  price: number;
  /** Percent off, as the API computed it from the prices. */
  discount: number;
}

export interface ItemPriceView {
  /** The price charged, shown large. */
  price: number;
  /** The original price, struck through; null when nothing is taken off. */
  struckPrice: number | null;
  /** The percent for the 'N% OFF' badge; null when there is no discount to show. */
  discountPercent: number | null;
}

/**
 * The struck-through original and the discount badge show only when the item really costs less
 * than its original price, so a rounded-away discount ('0% OFF') or a stale discount field never
 * shows next to equal prices.
 */
export function itemPriceView(item: MenuItemPrices): ItemPriceView {
  const reduced = item.price < item.originalPrice;
  const percent = Math.round(item.discount);
  return {
    price: item.price,
    struckPrice: reduced ? item.originalPrice : null,
    discountPercent: reduced && percent > 0 ? Math.min(percent, 100) : null,
  };
}
