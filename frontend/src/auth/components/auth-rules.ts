import type { FormInstance } from "antd";
import type { FormRule as Rule } from "antd";
import type { TFunction } from "i18next";
import { fieldErrors } from "../../common/graphql-errors";

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

export const emailRules = (t: TFunction): Rule[] => [
  { required: true, whitespace: true, message: t("auth.emailRequired") },
  { type: "email", message: t("auth.emailInvalid") },
];

export const newPasswordRules = (t: TFunction, requiredMessage: string): Rule[] => [
  { required: true, message: requiredMessage },
  { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t("auth.passwordRule") },
];

/** Puts the server's per-field messages (BAD_USER_INPUT) under the matching fields. */
export function showServerFieldErrors(form: FormInstance, error: unknown, fields: readonly string[]) {
  const known = fieldErrors(error).filter((entry) => fields.includes(entry.field));
  if (known.length > 0) form.setFields(known.map((entry) => ({ name: entry.field, errors: entry.messages })));
}
