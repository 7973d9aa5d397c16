import { paiseToRupees } from "../../common/money";
import type { User } from "../users/user.entity";
import type { RiderRow } from "./rider-sql";
import type { Rider } from "./rider.types";

export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

/** A rider as staff and the rider see them: with the shift, the cash in hand and the open deliveries. */
export function riderView(row: RiderRow): Rider {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    onShift: row.onShift,
    cashInHand: paiseToRupees(Number(row.cashInHandPaise)),
    openDeliveries: row.openDeliveries,
  };
}

/** A rider as anyone else who sees the order sees them: the first name, and the phone only when they may call. */
export function publicRiderView(rider: Pick<User, "id" | "userName" | "phone">, withPhone: boolean): Rider {
  return {
    id: rider.id,
    name: firstName(rider.userName),
    phone: withPhone ? rider.phone : null,
    onShift: null,
    cashInHand: null,
    openDeliveries: null,
  };
}
