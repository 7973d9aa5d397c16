import type { TFunction } from "i18next";
import type { FieldRule } from "./use-light-form";

/** The server's rules (backend auth.inputs.ts), so the form says no before the server does. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USER_NAME_MIN = 2;
export const USER_NAME_MAX = 80;
/**
 * The one phone rule of every form (sign-up, addresses, restaurants), as the server's
 * (backend common/contact-fields.ts): exactly 10 digits. Forms apply it to normalisePhone's result.
 */
export const PHONE_PATTERN = /^\d{10}$/;

/**
 * What people type or paste as a mobile number, as the 10 digits the server wants:
 * "98765 43210", "+91 98765-43210" and "098765 43210" all become "9876543210".
 * Anything else keeps its digits, and the 10-digit rule then says 'Enter Valid Phone Number'.
 */
export function normalisePhone(value: string): string {
  const digits = value.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

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
