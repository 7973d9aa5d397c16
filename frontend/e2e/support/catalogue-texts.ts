import i18next, { type TFunction } from "i18next";
import { en } from "../../src/i18n/en";
import { enCustomer } from "../../src/i18n/en-customer";
import { enPublic } from "../../src/i18n/en-public";
import { te } from "../../src/i18n/te";
import { teCustomer } from "../../src/i18n/te-customer";
import { tePublic } from "../../src/i18n/te-public";

export type CatalogueLanguage = "en" | "te";

const catalogues = {
  en: { ...en, ...enCustomer, ...enPublic },
  te: { ...te, ...teCustomer, ...tePublic },
};

/**
 * The app's own texts of the shop and the sign-in pages in one language, through i18next as the
 * app uses it (plurals, {{placeholders}}): a spec finds a button by the label the app shows in
 * that language instead of copying the translation.
 */
export function catalogueTexts(language: CatalogueLanguage): TFunction {
  const texts = i18next.createInstance();
  void texts.init({
    lng: language,
    resources: { [language]: { translation: catalogues[language] } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return texts.t;
}

/** A text with its <tag>markup</tag> removed, as a screen reader reads the rendered element. */
export function withoutMarkup(text: string): string {
  return text.replace(/<\/?\w+>/g, "");
}
