import type { en } from "./en";
import type { enAdmin } from "./en-admin";
import type { enPublic } from "./en-public";

/**
 * Typed keys: `t("auth.signIn")` is checked against the English catalogue. The admin's and the
 * public pages' parts arrive with those pages' code (see `loadCatalogue`) but are typed like the
 * rest.
 */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en & typeof enAdmin & typeof enPublic };
    returnNull: false;
  }
}
