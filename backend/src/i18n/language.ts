import { registerEnumType } from "type-graphql";

/** The languages Ruchi speaks; English is the one every text is first written in. */
export const LANGUAGES = ["en", "te"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** GraphQL names the languages by their codes, as the clients' catalogues do (en, te). */
export const LanguageEnum = { en: "en", te: "te" } as const satisfies Record<Language, Language>;
registerEnumType(LanguageEnum, {
  name: "Language",
  description: "en (English) or te (Telugu): the language of the texts, e-mails and pushes",
});

/**
 * The language of a message to someone: the one they chose on their account (or on their
 * registration), else the language of their own request (its Accept-Language), else English.
 */
export function recipientLanguage(chosen: Language | null | undefined, requested: Language | null = null): Language {
  return chosen ?? requested ?? DEFAULT_LANGUAGE;
}
