import type { RequestContext } from "../../common/request-context";
import { isStaff } from "../../common/user-role";
import { API_KEY_ACTOR, type StatusActor } from "../orders/order-state-machine";
import type { Order } from "../orders/order.entity";
import type { OrderService } from "../orders/order.service";

/**
 * Admins act with every staff move; an API key acts for its restaurant's kitchen (API_KEY_ACTOR),
 * and so does anyone else reaching the kitchen's operations, as the restaurant's staff
 * (kitchen-access.ts decides whether they may at all).
 */
const kitchenActorOf = (ctx: RequestContext): StatusActor => {
  if (ctx.apiKey) return API_KEY_ACTOR;
  return ctx.user && isStaff(ctx.user.role) ? "staff" : "kitchen";
};

/**
 * The kitchen board's moves: each is one status change through OrderService.changeStatus, for
 * the order's restaurant's staff, admins, and ORDERS_WRITE keys of that restaurant. Another
 * restaurant's order (or an unknown one) answers FORBIDDEN to all but admins.
 */
export class KitchenOrderService {
  constructor(private readonly orders: OrderService) {}

  /** pending → confirmed, with the kitchen's estimate (estimatedReadyAt) stored in the same transaction. */
  acceptOrder(ctx: RequestContext, id: string, preparationMinutes: number): Promise<Order> {
    return this.orders.changeStatus(ctx, {
      orderId: id,
      to: "confirmed",
      actor: kitchenActorOf(ctx),
      input: { kitchen: { preparationMinutes } },
    });
  }

  /** pending or confirmed → rejected; the reason is required (the state machine's rule). */
  rejectOrder(ctx: RequestContext, id: string, reason: string): Promise<Order> {
    return this.orders.changeStatus(ctx, { orderId: id, to: "rejected", reason, actor: kitchenActorOf(ctx), input: { kitchen: {} } });
  }

  /** confirmed → preparing. */
  startPreparingOrder(ctx: RequestContext, id: string): Promise<Order> {
    return this.orders.changeStatus(ctx, { orderId: id, to: "preparing", actor: kitchenActorOf(ctx), input: { kitchen: {} } });
  }

  /**
   * A pickup's customer took the food at the counter: ready_for_pickup → delivered, with what every
   * move into delivered brings (the invoice, the customer's e-mail and push, the webhooks). A
   * delivery answers INVALID_STATUS_TRANSITION: its rider delivers it.
   */
  markCollected(ctx: RequestContext, orderId: string): Promise<Order> {
    return this.orders.changeStatus(ctx, { orderId, to: "delivered", actor: kitchenActorOf(ctx), input: { kitchen: { collected: true } } });
  }

  /** preparing → ready_for_pickup; from confirmed it passes through preparing, both steps in the history. */
  markOrderReady(ctx: RequestContext, id: string): Promise<Order> {
    return this.orders.changeStatus(ctx, {
      orderId: id,
      to: "ready_for_pickup",
      actor: kitchenActorOf(ctx),
      input: { kitchen: {} },
    });
  }
}
