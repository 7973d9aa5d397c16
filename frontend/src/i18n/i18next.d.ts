import type { en } from "./en";

/** Typed keys: `t("auth.signIn")` is checked against the English catalogue. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
    returnNull: false;
  }
}
