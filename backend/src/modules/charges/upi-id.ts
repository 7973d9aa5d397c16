/** The longest UPI id Ruchi takes: NPCI allows longer handles, but a town service's is short, and it is printed in every QR. */
export const UPI_ID_MAX_LENGTH = 100;
/** The payee name a payer's app shows (the `pn` of a UPI link). */
export const UPI_PAYEE_NAME_MAX_LENGTH = 50;

/**
 * A virtual payment address as the UPI apps take it: a handle of letters, digits, dots, hyphens and
 * underscores, `@`, and the bank's or app's handle (letters first). The frontend's admin form uses
 * the same pattern (frontend/src/admin/charges/charges-form-values.ts).
 */
export const UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,98}@[A-Za-z][A-Za-z0-9.-]{1,48}$/;

export const UPI_ID_MESSAGE =
  "The UPI id must look like name@bank (letters, digits, dots, hyphens or underscores, then @ and the bank's handle)";
export const UPI_PAYEE_NAME_MESSAGE = `The payee name is required with a UPI id, one line of at most ${UPI_PAYEE_NAME_MAX_LENGTH} characters`;

export function isUpiId(value: unknown): value is string {
  return typeof value === "string" && value.length <= UPI_ID_MAX_LENGTH && UPI_ID_PATTERN.test(value);
}
