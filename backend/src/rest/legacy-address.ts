import type { Address } from "../modules/addresses/address.entity";

/** The legacy Address document (docs/rest-contract.md), plus the optional coordinates and timestamps. */
export function legacyAddress(address: Address) {
  return {
    _id: address.id,
    userId: address.userId,
    address: address.address,
    city: address.city,
    pincode: address.pincode,
    phone: address.phone,
    notes: address.notes,
    latitude: address.latitude,
    longitude: address.longitude,
    createdAt: address.createdAt.toISOString(),
    updatedAt: address.updatedAt.toISOString(),
  };
}
