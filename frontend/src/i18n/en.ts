import { app } from "./en/app";
import { shop } from "./en/shop";
import { adminFrame } from "./en/admin-frame";
import { pageErrors } from "./en/page-errors";
import { address } from "./en/address";
import { menu } from "./en/menu";
import { search } from "./en/search";
import { home } from "./en/home";
import { listing } from "./en/listing";
import { cart } from "./en/cart";
import { checkout } from "./en/checkout";
import { account } from "./en/account";
import { contact } from "./en/contact";
import { feedback } from "./en/feedback";
import { liveOrders } from "./en/live-orders";
import { apiErrors } from "./en/api-errors";
import { language } from "./en/language";
import { offline } from "./en/offline";
/**
 * The English catalogue: every string the app shows, except two parts that load with the code of
 * the pages using them (`loadCatalogue` in i18n.ts), so a customer's shop never downloads them:
 * the admin panel's pages (`en-admin.ts`) and the public and sign-in pages (`en-public.ts`). The
 * spec's texts are kept exactly (capitals and punctuation included). A Telugu catalogue will have
 * the same shape (`Catalogue`).
 */
export const en = {
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
} as const;

/** The shape every language's catalogue has: the same keys, any text. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalogue = Widen<typeof en>;
