import { Arg, Args, Authorized, Ctx, ID, Mutation, Resolver, Root, Subscription, type SubscriptionHandlerData } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { SKIP, type SubscriptionContext } from "../../common/graphql/subscription-context";
import { mayActForRestaurant } from "../restaurants/kitchen-access";
import { AcceptOrderArgs, RejectOrderArgs } from "./kitchen-order.inputs";
import type { KitchenOrderService } from "./kitchen-order.service";
import { ORDER_TOPICS, orderFromSnapshot, type OrderLiveMessage } from "../orders/order-live-events";
import { Order } from "../orders/order.entity";

type KitchenEventData = SubscriptionHandlerData<OrderLiveMessage, { restaurantId: string }, SubscriptionContext>;

/**
 * The restaurant's staff are asked again, from the database, for every event: a member removed
 * hears nothing more at once (a session that ended ends the subscription; one that cannot be read
 * right now leaves the event out, as forEvent says).
 */
async function hearsOfKitchenOrder({ payload, args, context }: KitchenEventData): Promise<boolean> {
  if (payload.order.restaurantId !== args.restaurantId) return false;
  const eventContext = await context.forEvent();
  return eventContext !== SKIP && mayActForRestaurant(eventContext, args.restaurantId);
}

/** The kitchen board: its order moves and its live feed. */
@Resolver()
export class KitchenOrderResolver {
  constructor(private readonly kitchen: KitchenOrderService) {}

  @Authorized()
  @Mutation(() => Order, {
    description:
      "The kitchen accepts a pending order (→ CONFIRMED) and says how long the food will take (1 to 240 minutes; " +
      "the order's estimatedReadyAt follows): the restaurant's staff, admins, ORDERS_WRITE keys of the restaurant",
  })
  acceptOrder(@Ctx() ctx: RequestContext, @Args(() => AcceptOrderArgs) args: AcceptOrderArgs) {
    return this.kitchen.acceptOrder(ctx, args.id, args.preparationMinutes);
  }

  @Authorized()
  @Mutation(() => Order, {
    description: "The kitchen rejects a pending or confirmed order (→ REJECTED) with a reason for the customer (required)",
  })
  rejectOrder(@Ctx() ctx: RequestContext, @Args(() => RejectOrderArgs) args: RejectOrderArgs) {
    return this.kitchen.rejectOrder(ctx, args.id, args.reason);
  }

  @Authorized()
  @Mutation(() => Order, { description: "The kitchen starts cooking a confirmed order (→ PREPARING)" })
  startPreparingOrder(@Ctx() ctx: RequestContext, @Arg("id", () => ID, { description: "The order" }) id: string) {
    return this.kitchen.startPreparingOrder(ctx, id);
  }

  @Authorized()
  @Mutation(() => Order, {
    description:
      "The food is ready (→ READY_FOR_PICKUP) from PREPARING; from CONFIRMED it passes through PREPARING, both steps in the history",
  })
  markOrderReady(@Ctx() ctx: RequestContext, @Arg("id", () => ID, { description: "The order" }) id: string) {
    return this.kitchen.markOrderReady(ctx, id);
  }

  @Authorized()
  @Mutation(() => Order, {
    description:
      "A pickup's customer collected the food at the counter (READY_FOR_PICKUP → DELIVERED; the invoice is issued as for any delivered order): " +
      "the restaurant's staff, admins, ORDERS_WRITE keys of the restaurant. A delivery answers INVALID_STATUS_TRANSITION",
  })
  markCollected(@Ctx() ctx: RequestContext, @Arg("orderId", () => ID, { description: "The pickup order" }) orderId: string) {
    return this.kitchen.markCollected(ctx, orderId);
  }

  @Authorized("KITCHEN")
  @Subscription(() => Order, {
    topics: [ORDER_TOPICS.placed, ORDER_TOPICS.updated],
    filter: hearsOfKitchenOrder,
    description:
      "Every order placed at the restaurant and every change of status of its orders, for its staff and admins " +
      "(anyone else: FORBIDDEN); membership is checked again for every event",
  })
  restaurantOrderChanged(
    @Root() message: OrderLiveMessage,
    @Arg("restaurantId", () => ID, { description: "The restaurant whose board listens" }) _restaurantId: string,
  ): Order {
    return orderFromSnapshot(message.order);
  }
}
