import { registerEnumType } from "type-graphql";

/**
 * How an order's money was (or will be) taken at the door: cash into the rider's hand, or UPI
 * straight into the service's account (docs/money.md#upi-at-the-door). The values are the
 * database's and the ledger's `method` alike.
 */
export const PaymentCollectionEnum = { CASH: "CASH", UPI: "UPI" } as const;
export type PaymentCollection = (typeof PaymentCollectionEnum)[keyof typeof PaymentCollectionEnum];
export const PAYMENT_COLLECTION_VALUES: readonly PaymentCollection[] = Object.values(PaymentCollectionEnum);

registerEnumType(PaymentCollectionEnum, {
  name: "PaymentCollection",
  description: "CASH: into the rider's hand; UPI: scanned from the rider's QR into the service's account",
});

/** A UPI transaction's reference (the UTR/RRN a payer's app shows): exactly 12 digits, 0-9 only. */
export const UPI_REFERENCE_PATTERN = /^[0-9]{12}$/;

export const UPI_MESSAGES = {
  invalidReference: "The UPI reference is the 12-digit transaction number the customer's UPI app shows after paying.",
  off: "UPI at the door is off: the service has not set its UPI id. Collect cash.",
  offAtCheckout: "Paying by UPI at the door is not available now. Choose cash.",
  pickupIsCash: "A pickup is paid at the restaurant's counter; UPI at the door is for deliveries.",
  cashWithUpi: "Paid by UPI: the cash collected is 0 (the UPI payment is not cash in hand).",
  referenceWithCash: "A UPI reference goes only with paid by UPI.",
} as const;
