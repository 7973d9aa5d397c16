import { normalisePhone } from "../../common/phone-number";

/**
 * The server's rules (backend address.inputs.ts), so the form says no before the server does.
 * PINCODE_PATTERN is the one pincode rule of every form (backend common/contact-fields.ts).
 */
export const PINCODE_PATTERN = /^\d{6}$/;
export const ADDRESS_MAX = 300;
export const CITY_MAX = 80;
export const NOTES_MAX = 500;

export interface AddressValues {
  address: string;
  city: string;
  phone: string;
  pincode: string;
  notes: string;
}

export const ADDRESS_FIELDS = ["address", "city", "phone", "pincode", "notes"] as const;

/** docs/architecture.md#forms: submit stays disabled until every field is non-blank after trimming. */
export function isAddressComplete(values: Partial<Record<keyof AddressValues, unknown>> | undefined): boolean {
  return ADDRESS_FIELDS.every((field) => {
    const value = values?.[field];
    return typeof value === "string" && value.trim() !== "";
  });
}

/** What is sent: every field trimmed, the phone as its 10 digits ("+91 98765 43210" too). */
export function toAddressInput(values: AddressValues): AddressValues {
  return {
    address: values.address.trim(),
    city: values.city.trim(),
    phone: normalisePhone(values.phone),
    pincode: values.pincode.replace(/\D/g, ""),
    notes: values.notes.trim(),
  };
}
