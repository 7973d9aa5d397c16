/** The riders' refusals (rider.service.ts, rider-access.ts, rider-cash.service.ts, delivery-columns.ts, upi-collection.service.ts). Their HTTP statuses, for the REST adapter (rest/envelope.ts). */
export const ridersErrorCodes = {
  /** The rider is off shift: no deliveries are assigned to them, and they make no delivery moves. */
  RIDER_OFF_SHIFT: 409,
  /** A rider cannot go off shift while orders are assigned to them and not yet ended. */
  RIDER_HAS_OPEN_DELIVERIES: 409,
  /** A position shared while none of the rider's orders is out for delivery. */
  DELIVERY_NOT_ACTIVE: 409,
  /** A delivery move on an order that is not assigned to the rider making it. */
  NOT_ASSIGNED_RIDER: 403,
  /** A cash handover for a rider who holds no cash. */
  NO_CASH_IN_HAND: 409,
  /** A rider assigned to an order its customer collects at the restaurant (a pickup has no rider). */
  PICKUP_HAS_NO_RIDER: 409,
  /** Paid by UPI with a reference that is not the payment's 12 digits. */
  INVALID_UPI_REFERENCE: 422,
  /** A UPI payment the office already ticked off against the bank statement (it is confirmed once). */
  UPI_ALREADY_CONFIRMED: 409,
  /** Confirming a UPI payment of an order that was not paid by UPI. */
  NOT_PAID_BY_UPI: 409,
} as const;

declare module "../../common/errors" {
  interface ModuleErrorCodes {
    riders: typeof ridersErrorCodes;
  }
}
