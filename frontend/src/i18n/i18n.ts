import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "./en";

/** The languages with a catalogue; Telugu ("te") joins when its catalogue lands. */
export const SUPPORTED_LANGUAGES = ["en"] as const;

/**
 * Synchronous set-up (the catalogue is bundled), so the first render already has its texts.
 * React escapes output itself, hence no escaping by i18next.
 */
void i18next.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: "en",
  fallbackLng: "en",
  supportedLngs: [...SUPPORTED_LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next };
