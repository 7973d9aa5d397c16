import { en, type BackendTexts } from "./en";
import type { Language } from "./language";
import { te } from "./te";

const CATALOGUES: Record<Language, BackendTexts> = { en, te };

/** The e-mail and push texts in one language. */
export const textsIn = (language: Language): BackendTexts => CATALOGUES[language];
