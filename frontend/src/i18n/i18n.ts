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

/** The parts of the catalogue that come with the code of the pages using them. */
const lazyParts = {
  admin: () => import("./en-admin").then((part) => part.enAdmin),
  public: () => import("./en-public").then((part) => part.enPublic),
};

export type CataloguePart = keyof typeof lazyParts;

const loading = new Map<CataloguePart, Promise<void>>();

/**
 * Adds a part of the catalogue (its own chunk) to the texts; the routes of its pages wait for it,
 * so none of them renders before its texts are there. A failed download (offline) is tried again
 * by the next navigation.
 */
export function loadCatalogue(part: CataloguePart): Promise<void> {
  let pending = loading.get(part);
  if (!pending) {
    pending = lazyParts[part]().then((texts) => {
      i18next.addResourceBundle("en", "translation", texts, true, false);
    });
    pending.catch(() => loading.delete(part));
    loading.set(part, pending);
  }
  return pending;
}

export { i18next };
