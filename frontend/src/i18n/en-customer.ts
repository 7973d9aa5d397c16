import { checkoutApiErrors } from "./en/checkout-errors";
import { account } from "./en/account";
import { address } from "./en/address";
import { checkout } from "./en/checkout";
import { cartSheet } from "./en/cart-sheet";
import { contact } from "./en/contact";
import { feedback } from "./en/feedback";
import { search } from "./en/search";
import { liveOrders } from "./en/live-orders";
import { menuOptions } from "./en/menu-options";
import { invoice } from "./en/invoice";
import { mealReminders, orderHelp } from "./en/order-help";
import { orderRating, reviews } from "./en/reviews";
import type { Widen } from "./en";

/**
 * The signed-in customer's pages past the first screen, in English: checkout and its success page,
 * the account (orders, addresses, live order tracking), search, contact and feedback. The shop's
 * landing pages (home, listing, a menu) do not show them, so they are a chunk of their own that
 * those routes and the admin's layout (which shows orders with the same words) load
 * (`loadCatalogue("customer")`), keeping a first visit's download small.
 */
export const enCustomer = {
  apiErrors: checkoutApiErrors,
  account,
  address,
  checkout,
  cartSheet,
  contact,
  feedback,
  search,
  liveOrders,
  menuOptions,
  invoice,
  orderRating,
  reviews,
  orderHelp,
  mealReminders,
} as const;

/** The shape every language's customer catalogue has. */
export type CustomerCatalogue = Widen<typeof enCustomer>;
