import type { i18n as I18n } from "i18next";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../i18n/languages";

/** How to download each part of the catalogue in each language (a dynamic import per chunk). */
export type CatalogueSources<Part extends string> = Record<Part, Record<Language, () => Promise<object>>>;

export interface CatalogueLoader<Part extends string> {
  /** The language the app shows now. */
  currentLanguage(): Language;
  /**
   * Adds a part, in the current language, to the texts. During a switch of language it is
   * fetched in the coming language too, so the switch does not leave it behind. A failed download
   * (offline) is tried again by the next call.
   */
  loadCatalogue(part: Part): Promise<void>;
  /**
   * Shows the app in `language`: every part in use is downloaded in it first (parts asked for
   * meanwhile included), then the language changes in one step. When switches overlap, the last
   * one asked for wins. Rejects when a part could not be downloaded; the language then stays.
   */
  switchLanguage(language: Language): Promise<void>;
  /** Settles when the latest switch has (done, overtaken or failed). */
  languageSettled(): Promise<void>;
}

/**
 * The texts of one language only: each part is downloaded when a page first needs it, in the
 * language shown, and added to i18next; a switch downloads the parts in use in the new language
 * before changing it, so no page ever shows keys instead of texts.
 */
export function createCatalogueLoader<Part extends string>(
  i18n: I18n,
  sources: CatalogueSources<Part>,
  onLanguageChanged: (language: Language) => void,
): CatalogueLoader<Part> {
  const partsInUse = new Set<Part>();
  const loading = new Map<string, Promise<void>>();
  let switchingTo: Language | null = null;
  let settled: Promise<void> = Promise.resolve();

  const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

  function loadPart(part: Part, language: Language): Promise<void> {
    const key = `${language}:${part}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = sources[part][language]().then(async (texts) => {
        i18n.addResourceBundle(language, "translation", texts, true, false);
        // i18next settles which language it shows (`resolvedLanguage`) only on a change, and the
        // start language had no texts yet when it was set: the first ones make it known.
        if (language === i18n.language && i18n.resolvedLanguage !== language) await i18n.changeLanguage(language);
      });
      pending.catch(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  async function loadPartsInUse(language: Language): Promise<void> {
    let count: number;
    do {
      count = partsInUse.size;
      await Promise.all([...partsInUse].map((part) => loadPart(part, language)));
    } while (partsInUse.size !== count);
  }

  return {
    currentLanguage,

    loadCatalogue(part) {
      partsInUse.add(part);
      if (switchingTo !== null && switchingTo !== currentLanguage()) void loadPart(part, switchingTo).catch(() => undefined);
      return loadPart(part, currentLanguage());
    },

    switchLanguage(language) {
      switchingTo = language;
      const run = loadPartsInUse(language).then(
        async () => {
          if (switchingTo !== language) return;
          switchingTo = null;
          if (currentLanguage() === language) return;
          await i18n.changeLanguage(language);
          onLanguageChanged(language);
        },
        (error: unknown) => {
          if (switchingTo === language) switchingTo = null;
          throw error;
        },
      );
      settled = run.catch(() => undefined);
      return run;
    },

    languageSettled: () => settled,
  };
}
