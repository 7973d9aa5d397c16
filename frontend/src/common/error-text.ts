import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { apiErrors } from "../i18n/en/api-errors";
import { errorCode, errorExtensions, fieldErrors, serverMessage } from "./graphql-errors";

/** The part of an i18next instance the texts are read through (keys built at run time, hence untyped). */
export interface TextSource {
  t: (key: string, options?: Record<string, unknown>) => string;
  exists: (key: string) => boolean;
  language: string;
}

/** A code or a field name as the catalogue keys it; anything else ("keys.auth", "a:b") is never looked up. */
const CODE_KEY = /^[A-Z][A-Z0-9_]*$/;
const FIELD_KEY = /^[A-Za-z][A-Za-z0-9]*$/;

/** retryAfterSeconds as words in the reader's language: "45 seconds", "2 minutes", "2 నిమిషాలు". */
function waitWords(seconds: number, language: string): string {
  const [amount, unit] = seconds < 60 ? [Math.ceil(seconds), "second"] : [Math.ceil(seconds / 60), "minute"];
  return new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "long" }).format(amount);
}

type Details = (extensions: Record<string, unknown>, language: string) => Record<string, string> | null;

/** The option group ("Portion") a choice refusal names (groupName); an option removed since names none. */
const groupNamed = ({ groupName }: Record<string, unknown>) =>
  typeof groupName === "string" && groupName.trim() !== "" ? { group: groupName } : null;

/**
 * The values of each `apiErrors.detailed` text, read from the answer's extensions; null when the
 * answer lacks them, and the code's plain text is used instead.
 */
const DETAILS: Record<keyof typeof apiErrors.detailed, Details> = {
  RATE_LIMITED: ({ retryAfterSeconds }, language) =>
    typeof retryAfterSeconds === "number" && Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0
      ? { wait: waitWords(retryAfterSeconds, language) }
      : null,
  CART_RESTAURANT_CONFLICT: ({ currentRestaurantName }) =>
    typeof currentRestaurantName === "string" && currentRestaurantName.trim() !== "" ? { restaurant: currentRestaurantName } : null,
  OPTION_REQUIRED: (extensions) => groupNamed(extensions),
  TOO_MANY_OPTIONS: (extensions) => {
    const named = groupNamed(extensions);
    const { maxChoices } = extensions;
    return named && typeof maxChoices === "number" && Number.isInteger(maxChoices) ? { ...named, max: String(maxChoices) } : null;
  },
  OPTION_UNAVAILABLE: (extensions) => groupNamed(extensions),
};

const hasDetails = (code: string): code is keyof typeof DETAILS => Object.hasOwn(DETAILS, code);

/**
 * A form's own catalogue keys for fields whose shared `apiErrors.fields` text means another
 * form's field of the same name (the webhook form's url is not the broadcast's url): field name
 * to the key of the text to show instead.
 */
export type OwnFieldTexts = Readonly<Record<string, string>>;

/** The catalogue's text for a field a BAD_USER_INPUT named (the form's own first), or null when it has none. */
export function fieldText(texts: TextSource, field: string, own: OwnFieldTexts = {}): string | null {
  if (Object.hasOwn(own, field)) return texts.t(own[field]!);
  const key = `apiErrors.fields.${field}`;
  return FIELD_KEY.test(field) && texts.exists(key) ? texts.t(key) : null;
}

/**
 * The text a person reads for a failed call, in their language: the catalogue's text for the
 * API's error code (for BAD_USER_INPUT, the text of the first named field the catalogue knows;
 * a code's `detailed` text when the answer carries what it names), `fallback` (the screen's own
 * "could not ..." text) when there is no code (network failure), and the server's message only
 * for a code this client does not know yet.
 */
export function errorText(texts: TextSource, error: unknown, fallback: string, own: OwnFieldTexts = {}): string {
  const code = errorCode(error);
  if (code === null) return fallback;
  if (code === "BAD_USER_INPUT") {
    const named = fieldErrors(error)
      .map((entry) => fieldText(texts, entry.field, own))
      .find((text) => text !== null);
    if (named) return named;
  }
  if (hasDetails(code)) {
    const values = DETAILS[code](errorExtensions(error), texts.language);
    if (values) return texts.t(`apiErrors.detailed.${code}`, values);
  }
  const key = `apiErrors.codes.${code}`;
  if (CODE_KEY.test(code) && texts.exists(key)) return texts.t(key);
  // A newer server than this client: its own words beat saying nothing.
  return serverMessage(error) ?? fallback;
}

/**
 * For a form: each of `formFields` the BAD_USER_INPUT named, with the catalogue's text for it (the
 * generic BAD_USER_INPUT text for a field the catalogue has none for), as antd's setFields takes them.
 */
export function formFieldErrors(
  texts: TextSource,
  error: unknown,
  formFields: readonly string[],
  own: OwnFieldTexts = {},
): { name: string; errors: string[] }[] {
  if (errorCode(error) !== "BAD_USER_INPUT") return [];
  const named = new Set(fieldErrors(error).map((entry) => entry.field));
  return formFields
    .filter((field) => named.has(field))
    .map((field) => ({ name: field, errors: [fieldText(texts, field, own) ?? texts.t("apiErrors.codes.BAD_USER_INPUT")] }));
}

/** The i18next instance of the components, as the texts are read through. */
export function useTextSource(): TextSource {
  return useTranslation().i18n as unknown as TextSource;
}

/** `errorText` in the current language, for components. */
export function useErrorText(): (error: unknown, fallback: string, own?: OwnFieldTexts) => string {
  const texts = useTextSource();
  return useCallback((error: unknown, fallback: string, own?: OwnFieldTexts) => errorText(texts, error, fallback, own), [texts]);
}
