/** The orders' refusals: placing one, and moving it (order-state-machine.ts). Their HTTP statuses, for the REST adapter (rest/envelope.ts). */
export const ordersErrorCodes = {
  OUT_OF_DELIVERY_AREA: 422,
  BELOW_MINIMUM_ORDER: 422,
  IDEMPOTENCY_KEY_REUSED: 409,
  INVALID_STATUS_TRANSITION: 409,
  /** An order for later at a moment that is not an open slot (delivery-time.ts): the reason in extensions. */
  DELIVERY_TIME_INVALID: 422,
  /** UPI at the door asked for (at checkout, or by the rider) while the service has no UPI id (docs/money.md#upi-at-the-door). */
  UPI_OFF: 409,
} as const;

declare module "../../common/errors" {
  interface ModuleErrorCodes {
    orders: typeof ordersErrorCodes;
  }
}
