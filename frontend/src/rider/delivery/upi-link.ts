/**
 * The one place the UPI payment link of an order is made (docs/money.md#upi-at-the-door): what the
 * rider's QR code holds and every UPI app understands (NPCI's deep link):
 *
 *   upi://pay?pa=<UPI id>&pn=<payee>&am=<rupees, 2 decimals>&cu=INR&tn=<note>
 *
 * Values are URL-encoded. The amount is the order's total to the paisa, so the customer's app
 * pays exactly what the bill says and cannot be typed wrong. The note names the order by its
 * #ID in plain ASCII (not translated: it ends up in the service's bank statement, where the office
 * matches it to the order, and UPI apps take only plain text there).
 */
export interface UpiPayment {
  upiId: string;
  payeeName: string;
  /** The order's total in whole paise. */
  amountPaise: number;
  /** The order's #ID, as customers and staff see it (Order.shortId). */
  shortId: string;
}

/** "Ruchi order 1A2B3C": the UPI note (tn) of an order's payment. */
export const upiNote = (shortId: string) => `Ruchi order ${shortId}`;

/** Paise as the link's amount: "250.00", "0.05". */
export function upiAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise <= 0) throw new RangeError(`A UPI payment is a positive number of paise, not ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

export function upiPayLink(payment: UpiPayment): string {
  const params: Array<[string, string]> = [
    ["pa", payment.upiId],
    ["pn", payment.payeeName],
    ["am", upiAmount(payment.amountPaise)],
    ["cu", "INR"],
    ["tn", upiNote(payment.shortId)],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&")}`;
}

/** A UPI transaction's reference as the rider types it: exactly 12 digits (0-9), as the server checks (INVALID_UPI_REFERENCE). */
export const UPI_REFERENCE_PATTERN = /^[0-9]{12}$/;

/** What was typed, as the reference is sent: spaces (apps show it in groups) dropped. */
export const upiReferenceOf = (typed: string) => typed.replace(/\s/g, "");
