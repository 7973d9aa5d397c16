import { paiseToRupees } from "../../common/money";
import type { RiderRow } from "./rider-sql";
import type { Rider } from "./rider.types";

/** How much of a rider a viewer sees: all (staff, the rider), the customer's (first name, phone to call), or the first name. */
export type RiderAudience = "full" | "customer" | "name";

export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

export function riderView(row: RiderRow, audience: RiderAudience): Rider {
  if (audience === "full") {
    return {
      id: row.id, name: row.name, phone: row.phone, onShift: row.onShift,
      cashInHand: paiseToRupees(Number(row.cashInHandPaise)), openDeliveries: row.openDeliveries,
    };
  }
  return { id: row.id, name: firstName(row.name), phone: audience === "customer" ? row.phone : null, onShift: null, cashInHand: null, openDeliveries: null };
}
