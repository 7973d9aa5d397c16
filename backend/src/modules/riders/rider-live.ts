import type { Order } from "../orders/order.entity";

/** A change of an order that is no status change: a rider assigned or taken off, or the rider's new position. */
export interface RiderLiveUpdate {
  order: Order;
  previousRiderId?: string | null;
  positionOnly?: boolean;
}

export type RiderLiveListener = (update: RiderLiveUpdate) => void | Promise<void>;
