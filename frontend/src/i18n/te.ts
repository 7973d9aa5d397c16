import { app } from "./te/app";
import { shop } from "./te/shop";
import { adminFrame } from "./te/admin-frame";
import { pageErrors } from "./te/page-errors";
import { address } from "./te/address";
import { menu } from "./te/menu";
import { search } from "./te/search";
import { home } from "./te/home";
import { listing } from "./te/listing";
import { cart } from "./te/cart";
import { checkout } from "./te/checkout";
import { account } from "./te/account";
import { contact } from "./te/contact";
import { feedback } from "./te/feedback";
import { liveOrders } from "./te/live-orders";
import { apiErrors } from "./te/api-errors";
import { language } from "./te/language";
import { offline } from "./te/offline";
import type { Catalogue } from "./en";

/**
 * The Telugu catalogue: the same keys as the English one (`en.ts`), in everyday Telugu as a local
 * app writes it. The admin's and the public pages' parts load with their pages (`te-admin.ts`,
 * `te-public.ts`). catalogue-parity.spec.ts checks that nothing is missing or left in English.
 */
export const te: Catalogue = {
  liveOrders,
  menu,
  search,
  account,
  contact,
  feedback,
  listing,
  home,
  cart,
  checkout,
  address,
  app,
  shop,
  admin: adminFrame,
  errors: pageErrors,
  apiErrors,
  language,
  offline,
};
