/**
 * The option sheet a menu item with option groups opens (Half / Full, extras). In the customer
 * part, which the sheet loads with its code: the menu page's first load stays within its budget.
 */
export const menuOptions = {
  chooseOne: "Choose one",
  chooseUpTo: "Choose up to {{count}}",
  chooseBetween: "Choose {{min}} to {{max}}",
  extra: "+{{price}}",
  soldOut: "Sold out",
  addWithPrice: "Add to cart · {{price}}",
  close: "Close",
} as const;
