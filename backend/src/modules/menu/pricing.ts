/** What one unit costs: the offer price, capped at the original price (docs/architecture.md#pricing). */
export const unitPricePaise = (item: { offerPricePaise: number; originalPricePaise: number }): number =>
  Math.min(item.offerPricePaise, item.originalPricePaise);

/** Percent off, as shown on the item card; computed, never stored from a client. */
export const discountPercent = (item: { offerPricePaise: number; originalPricePaise: number }): number =>
  item.originalPricePaise > 0
    ? Math.max(0, Math.round(((item.originalPricePaise - unitPricePaise(item)) / item.originalPricePaise) * 100))
    : 0;
