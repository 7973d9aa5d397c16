/** What one unit costs: the offer price, capped at the original price (docs/architecture.md#pricing). */
export const unitPricePaise = (item: { offerPricePaise: number; originalPricePaise: number }): number =>
  Math.min(item.offerPricePaise, item.originalPricePaise);

/** Percent off, as shown on the item card; computed, never stored from a client. */
export const discountPercent = (item: { offerPricePaise: number; originalPricePaise: number }): number =>
  item.originalPricePaise > 0
    ? Math.max(0, Math.round(((item.originalPricePaise - unitPricePaise(item)) / item.originalPricePaise) * 100))
    : 0;

/** The extras chosen for one unit (cart/option-choice.ts), added to the item's price. */
export const extrasPaise = (options: ReadonlyArray<{ extraPricePaise: number }>): number =>
  options.reduce((sum, option) => sum + option.extraPricePaise, 0);

/** What one unit with its chosen options costs: the item's price plus the extras. */
export const unitPriceWithOptionsPaise = (
  item: { offerPricePaise: number; originalPricePaise: number },
  options: ReadonlyArray<{ extraPricePaise: number }>,
): number => unitPricePaise(item) + extrasPaise(options);
