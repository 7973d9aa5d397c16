import { app } from "./te/app";
import { shop } from "./te/shop";
import { menu } from "./te/menu";
import { home } from "./te/home";
import { listing } from "./te/listing";
import { cart } from "./te/cart";
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
  menu,
  listing,
  home,
  cart,
  app,
  shop,
  apiErrors,
  language,
  offline,
};
