import type { OrderProcessExtension } from "../orders/order-process";
import { cashOfDelivery, deliveryColumns } from "./delivery-columns";
import { DeliveryPosition } from "./delivery-position.entity";
import { requireAssignedRider } from "./rider-access";

/**
 * The riders' part of the order process. A rider's move is only on an order assigned to them,
 * while on shift, checked on the locked order so a reassignment cannot slip in between. Every
 * move of the delivery, the office's too, writes the delivery's columns (pick-up and delivery
 * times, the cash collected at the door, the reason of a failure); the rider's position is kept
 * only while the food is on its way.
 */
export const riderOrderProcess: OrderProcessExtension = {
  name: "riders",
  async guard({ tx, ctx, request, order }) {
    if (request.actor === "rider" && order) await requireAssignedRider(tx, ctx, order);
  },
  async write({ tx, order, from, to, reason, input }) {
    // The cash is judged once the move itself is allowed: an order not yet picked up answers with the state machine.
    const cash = to === "delivered" ? cashOfDelivery(order, input.cashAtDoor) : undefined;
    if (from === "out_for_delivery") await tx.getRepository(DeliveryPosition).delete({ orderId: order.id });
    return deliveryColumns(to, reason, cash);
  },
  viewerActor(ctx, order) {
    if (ctx.apiKey || ctx.user?.role !== "rider") return undefined;
    return order.riderId === ctx.user.id ? "rider" : null;
  },
};
