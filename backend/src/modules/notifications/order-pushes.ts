import type { OrderEvent, OrderEventListener } from "../orders/order-events";
import { AUDIENCE_ROLES } from "./broadcast-audience";
import type { RiderLiveListener } from "../riders/rider-live";
import { deliveryAssignedPush, NEW_ORDER_PUSH_OPTIONS, newOrderPush, orderStatusPush, orderStatusPushOptions } from "./push-messages";
import type { PushSender } from "./push-sender";

/**
 * The order pushes, plugged into the order events (they fire after the commit; a failure is
 * logged by the hooks and never touches the order): a new order to every staff browser, and
 * every status change to the browsers of the order's customer, each in its owner's language.
 */
export function orderPushes(sender: PushSender): OrderEventListener {
  return async (event: OrderEvent): Promise<void> => {
    const { order } = event;
    if (event.type === "ORDER_PLACED") {
      await sender.toRoles(AUDIENCE_ROLES.staff, (language) => newOrderPush(order, language), NEW_ORDER_PUSH_OPTIONS);
    } else {
      await sender.toUser(
        order.userId,
        (language) => orderStatusPush(order, event.toStatus, event.reason, language),
        orderStatusPushOptions(order),
      );
    }
  };
}

/** The rider's push, plugged into the riders' updates: an order newly given to them (not a position, not being taken off). */
export function riderPushes(sender: PushSender): RiderLiveListener {
  return async ({ order, previousRiderId, positionOnly }): Promise<void> => {
    if (positionOnly || !order.riderId || order.riderId === previousRiderId) return;
    await sender.toUser(order.riderId, (language) => deliveryAssignedPush(order, language), orderStatusPushOptions(order));
  };
}
