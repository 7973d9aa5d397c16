import type { en } from "./en";
import type { enAdmin } from "./en-admin";
import type { enCustomer } from "./en-customer";
import type { enKitchen } from "./en-kitchen";
import type { enPublic } from "./en-public";
import type { enRider } from "./en-rider";

/**
 * Typed keys: `t("auth.signIn")` is checked against the English catalogue's shapes, whatever the
 * language shown. Every part arrives at run time, in one language only (see `loadCatalogue` in
 * i18n.ts), but is typed like the rest; the Telugu parts have the same shapes (`Catalogue` ...).
 */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en & typeof enCustomer & typeof enAdmin & typeof enPublic & typeof enKitchen & typeof enRider };
    returnNull: false;
  }
}
