import i18next, { type TFunction } from "i18next";
import { enKitchen } from "../../src/i18n/en-kitchen";
import { teKitchen } from "../../src/i18n/te-kitchen";
import type { CatalogueLanguage } from "./catalogue-texts";

/** The kitchen board's own texts in one language (catalogueTexts, the shop's, leaves them out). */
export function kitchenTexts(language: CatalogueLanguage): TFunction {
  const texts = i18next.createInstance();
  void texts.init({
    lng: language,
    resources: { [language]: { translation: language === "te" ? teKitchen : enKitchen } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return texts.t;
}
