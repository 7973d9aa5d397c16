import type { Request } from "express";
import { LANGUAGES, type Language } from "../i18n/language";

/**
 * The language of Ruchi's that the request's Accept-Language prefers ("te-IN,te;q=0.9,en;q=0.8"
 * gives te), or null without the header. The web client sends its current language there.
 */
export function requestLanguage(req: Request): Language | null {
  if (!req.headers["accept-language"]) return null;
  const best = req.acceptsLanguages(...LANGUAGES);
  return best === false ? null : (best as Language);
}
