import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { createCatalogueLoader, type CatalogueSources } from "../common/language/catalogue-loader";
import { initialLanguage, LANGUAGES, type Language } from "./languages";

/**
 * Every part of the catalogue is a chunk of its own per language, so a visitor downloads the
 * texts of one language only: `main` (the shop, the frames, errors: every page needs it; main.tsx
 * holds the first render for it), `public` (landing, legal and sign-in pages, loaded with their
 * routes), `customer` (checkout, account, search, contact, feedback: loaded with those routes and
 * the admin layout), `admin` (loaded with the admin layout) `kitchen` (the kitchen board, loaded
 * with its routes) and `rider` (the rider's page, loaded with its route).
 */
const sources = {
  main: {
    en: () => import("./en").then((part) => part.en),
    te: () => import("./te").then((part) => part.te),
  },
  public: {
    en: () => import("./en-public").then((part) => part.enPublic),
    te: () => import("./te-public").then((part) => part.tePublic),
  },
  customer: {
    en: () => import("./en-customer").then((part) => part.enCustomer),
    te: () => import("./te-customer").then((part) => part.teCustomer),
  },
  admin: {
    en: () => import("./en-admin").then((part) => part.enAdmin),
    te: () => import("./te-admin").then((part) => part.teAdmin),
  },
  kitchen: {
    en: () => import("./en-kitchen").then((part) => part.enKitchen),
    te: () => import("./te-kitchen").then((part) => part.teKitchen),
  },
  rider: {
    en: () => import("./en-rider").then((part) => part.enRider),
    te: () => import("./te-rider").then((part) => part.teRider),
  },
} satisfies CatalogueSources<string>;

export type CataloguePart = keyof typeof sources;

const startLanguage = initialLanguage();

/**
 * The texts arrive through the loader (`addResourceBundle`), never through i18next's own
 * loading, so init is synchronous with no resources. No fallback language: the Telugu catalogue
 * has every key (its types are the English shapes), and a fallback would download English too.
 * React escapes output itself, hence no escaping by i18next.
 */
void i18next.use(initReactI18next).init({
  resources: {},
  lng: startLanguage,
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** `<html lang>` follows the language (screen readers' voice, hyphenation, the font for Telugu). */
function setDocumentLanguage(language: Language) {
  document.documentElement.lang = language;
}
setDocumentLanguage(startLanguage);

const catalogues = createCatalogueLoader(i18next, sources, setDocumentLanguage);

/**
 * The language the app shows now: requests carry it (`Accept-Language`), and the register page
 * sends it as `RegisterInput.preferredLanguage`.
 */
export const currentLanguage = catalogues.currentLanguage;

/**
 * Adds a part of the catalogue, in the current language, to the texts; the routes of its pages
 * load it beside their code (router.tsx's `lazy`), so none of them renders before its texts are
 * there. A failed download (offline) is not tried again for that route: the router keeps the
 * failure and shows its error screen, whose Reload starts over (a call made later, such as a
 * language switch, asks the network anew).
 */
export const loadCatalogue = catalogues.loadCatalogue;

/**
 * Shows the app in another language without reloading (the cart and a half-filled form stay):
 * the parts in use are downloaded in it first. Keeping the choice (device, account) is
 * `chooseLanguage`'s work (common/language/choose-language.ts).
 */
export const switchLanguage = catalogues.switchLanguage;

/** Settles when the latest switch of language has; main.tsx holds the first render for it. */
export const languageSettled = catalogues.languageSettled;

export { i18next };
