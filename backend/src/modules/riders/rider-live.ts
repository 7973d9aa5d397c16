import type { EventBus } from "../../common/event-bus";
import { ORDER_TOPICS, orderSnapshot, type OrderLiveMessage } from "../orders/order-live-events";
import type { Order } from "../orders/order.entity";

/** A change of an order that is no status change: a rider assigned or taken off, or the rider's new position. */
export interface RiderLiveUpdate {
  order: Order;
  previousRiderId?: string | null;
  positionOnly?: boolean;
}

export type RiderLiveListener = (update: RiderLiveUpdate) => void | Promise<void>;

/** The RiderService listener: an assignment or a shared position reaches the order's customer, admins and riders as an update. */
export function publishRiderUpdates(bus: EventBus): RiderLiveListener {
  return ({ order, previousRiderId, positionOnly }) =>
    bus.publish(ORDER_TOPICS.updated, { order: orderSnapshot(order), previousRiderId, positionOnly } satisfies OrderLiveMessage);
}
