/** Choosing the language; each language is named in its own script. */
export const language = {
  switchLabel: "Language",
  en: "English",
  te: "తెలుగు",
} as const;
