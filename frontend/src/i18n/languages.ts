/**
 * The languages Ruchi speaks and how the first one is chosen. No imports on purpose: the early
 * script (frontend/scripts/early-start.ts) reuses `initialLanguage` and the storage key to fetch
 * the right catalogue before the app's entry has arrived.
 */

export const LANGUAGES = ["en", "te"] as const;

export type Language = (typeof LANGUAGES)[number];

/** What a visitor whose browser asks for none of our languages reads. */
export const DEFAULT_LANGUAGE: Language = "en";

/** Where the device keeps the language its user chose (localStorage). */
export const LANGUAGE_STORAGE_KEY = "ruchi.language";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to start in: the one chosen on this device, else the first of the browser's
 * languages that Ruchi has ("te", "te-IN" -> Telugu), else English.
 *
 * Self-contained (it uses nothing outside its own body but its argument, and only `localStorage`
 * and `navigator` from the page), so the early script can embed its source as it is:
 * `(${initialLanguage})(${JSON.stringify(LANGUAGE_STORAGE_KEY)})`.
 */
export function initialLanguage(storageKey: string = LANGUAGE_STORAGE_KEY): Language {
  const supported = (tag: unknown): Language | null => {
    const primary = typeof tag === "string" ? tag.trim().toLowerCase().split(/[-_]/)[0] : "";
    return primary === "en" || primary === "te" ? primary : null;
  };
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(storageKey);
  } catch {
    // Storage blocked (private mode, a sandboxed frame): fall through to the browser's languages.
  }
  const fromDevice = supported(stored);
  if (fromDevice) return fromDevice;
  const browser = typeof navigator === "undefined" ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of browser) {
    const language = supported(tag);
    if (language) return language;
  }
  return "en";
}

/** Keeps the user's choice on this device; a device that refuses storage simply forgets it. */
export function rememberLanguage(language: Language, storageKey: string = LANGUAGE_STORAGE_KEY): void {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Storage blocked or full: the choice still holds until the page is closed.
  }
}
