import { checkoutApiErrors } from "./te/checkout-errors";
import { account } from "./te/account";
import { address } from "./te/address";
import { checkout } from "./te/checkout";
import { cartSheet } from "./te/cart-sheet";
import { contact } from "./te/contact";
import { feedback } from "./te/feedback";
import { search } from "./te/search";
import { liveOrders } from "./te/live-orders";
import { menuOptions } from "./te/menu-options";
import { invoice } from "./te/invoice";
import { mealReminders, orderHelp } from "./te/order-help";
import { orderRating, reviews } from "./te/reviews";
import type { CustomerCatalogue } from "./en-customer";

/** The signed-in customer's pages past the first screen, in Telugu: loaded like `en-customer.ts`. */
export const teCustomer: CustomerCatalogue = {
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
};
