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
