import { isUUID } from "class-validator";
import type { EntityManager } from "typeorm";
import { AppError } from "../../common/errors";
import { Address } from "../addresses/address.entity";
import type { LatLng } from "../geo/distance";

export const ADDRESS_NOT_FOUND_MESSAGE = "We could not find that address. Please select an address!";

/**
 * Where the cart would be delivered, for its fee: the customer's own address given (NOT_FOUND for
 * anyone else's), else their latest address; null when there is none or it has no location.
 */
export async function deliveryPoint(db: EntityManager, userId: string, addressId: string | null): Promise<LatLng | null> {
  if (addressId !== null && !isUUID(addressId, "loose")) throw new AppError("NOT_FOUND", ADDRESS_NOT_FOUND_MESSAGE);
  const address = await db.getRepository(Address).findOne({
    select: { id: true, latitude: true, longitude: true },
    where: addressId ? { id: addressId, userId } : { userId },
    order: { createdAt: "DESC", id: "DESC" },
  });
  if (!address && addressId) throw new AppError("NOT_FOUND", ADDRESS_NOT_FOUND_MESSAGE);
  if (!address || address.latitude === null || address.longitude === null) return null;
  return { latitude: address.latitude, longitude: address.longitude };
}
