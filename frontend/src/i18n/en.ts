import { app } from "./en/app";
import { shop } from "./en/shop";
import { menu } from "./en/menu";
import { home } from "./en/home";
import { listing } from "./en/listing";
import { cart } from "./en/cart";
import { apiErrors } from "./en/api-errors";
import { language } from "./en/language";
import { offline } from "./en/offline";

/**
 * The main English catalogue: the texts of the shop's frame and its landing pages (home, listing,
 * a menu), of the app's frame, errors, the language switch and the offline notices. The other
 * texts are parts that load with the code of the pages using them (`loadCatalogue` in i18n.ts):
 * the customer's further pages (`en-customer.ts`), the admin panel (`en-admin.ts`) and the public
 * and sign-in pages (`en-public.ts`). The spec's texts are kept exactly (capitals and punctuation
 * included). Telugu has the same shapes (`Catalogue` ..., te.ts).
 */
export const en = {
  menu,
  listing,
  home,
  cart,
  app,
  shop,
  apiErrors,
  language,
  offline,
} as const;

/** The shape every language's catalogue has: the same keys, any text. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalogue = Widen<typeof en>;
