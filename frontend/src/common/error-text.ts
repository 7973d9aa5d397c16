import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { i18next } from "../i18n/i18n";
import { errorCode, fieldErrors, serverMessage } from "./graphql-errors";

type Translate = (key: string, options?: Record<string, unknown>) => string;

function extensionsOf(error: unknown): Record<string, unknown> {
  const first = (error as { errors?: { extensions?: Record<string, unknown> }[] } | null)?.errors?.[0];
  return first?.extensions ?? {};
}

/**
 * The text a person reads for a failed call, in their language: the catalogue's text for the
 * API's error code (for BAD_USER_INPUT, the first named field's text when the catalogue has one),
 * `fallback` (the screen's own "could not ..." text) when there is no code (network failure), and
 * the server's message only for a code this client does not know yet.
 */
export function errorText(translate: Translate, error: unknown, fallback: string): string {
  const code = errorCode(error);
  if (code === null) return fallback;
  if (code === "BAD_USER_INPUT") {
    const field = fieldErrors(error)[0]?.field;
    if (field && i18next.exists(`apiErrors.fields.${field}`)) return translate(`apiErrors.fields.${field}`);
  }
  if (i18next.exists(`apiErrors.codes.${code}`)) return translate(`apiErrors.codes.${code}`, extensionsOf(error));
  return serverMessage(error) ?? fallback;
}

/** `errorText` in the current language, for components. */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown, fallback: string) => errorText(t as unknown as Translate, error, fallback), [t]);
}
