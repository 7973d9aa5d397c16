import type { TFunction } from "i18next";
import type { FieldRule } from "./use-light-form";

/** The server's rules (backend auth.inputs.ts), so the form says no before the server does. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USER_NAME_MIN = 2;
export const USER_NAME_MAX = 80;

/** The address shape the server accepts (one @, a dot in the domain, no spaces). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Required: something besides spaces. */
export const required =
  (message: string): FieldRule =>
  (value) =>
    value.trim() === "" ? message : null;

/** Between `min` and `max` characters (not counting the spaces around it), when filled in. */
export const lengthBetween =
  (min: number, max: number, message: string): FieldRule =>
  (value) => {
    const length = value.trim().length;
    return length > 0 && (length < min || length > max) ? message : null;
  };

/** Matches `pattern`, when filled in. */
export const matches =
  (pattern: RegExp, message: string): FieldRule =>
  (value) =>
    value !== "" && !pattern.test(value) ? message : null;

export const emailRules = (t: TFunction): FieldRule[] => [
  required(t("auth.emailRequired")),
  (value) => (value.trim() !== "" && !EMAIL_PATTERN.test(value.trim()) ? t("auth.emailInvalid") : null),
];

/** A new password: required, and as long as the server allows (spaces count, as the server counts them). */
export const newPasswordRules = (t: TFunction, requiredMessage: string): FieldRule[] => [
  (value) => (value === "" ? requiredMessage : null),
  (value) => (value !== "" && (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) ? t("auth.passwordRule") : null),
];
