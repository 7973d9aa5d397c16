import type { Order } from "./order.entity";
import type { OrderAddress } from "./order.types";

type AddressColumns = Pick<
  Order,
  "addressId" | "addressLine" | "addressCity" | "addressPincode" | "addressPhone" | "addressNotes" | "addressLatitude" | "addressLongitude"
>;

/**
 * The delivery address the order was placed with, as one snapshot; null for a pickup, which has
 * none (the table's check keeps a delivery's columns filled). Who may read it is the caller's
 * rule (personal-data.ts).
 */
export function orderAddressOf(order: AddressColumns): OrderAddress | null {
  const { addressLine, addressCity, addressPincode, addressPhone } = order;
  if (addressLine === null || addressCity === null || addressPincode === null || addressPhone === null) return null;
  return {
    addressId: order.addressId,
    address: addressLine,
    city: addressCity,
    pincode: addressPincode,
    phone: addressPhone,
    notes: order.addressNotes,
    latitude: order.addressLatitude,
    longitude: order.addressLongitude,
  };
}
