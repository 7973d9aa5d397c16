import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver, Root, Subscription, type SubscriptionHandlerData } from "type-graphql";
import { rupeesToPaise } from "../../common/money";
import type { RequestContext } from "../../common/request-context";
import { ORDER_TOPICS, type OrderLiveMessage } from "../orders/order-live-events";
import { Order } from "../orders/order.entity";
import { AssignRiderArgs, MarkDeliveredArgs, MarkDeliveryFailedArgs, ShareRiderPositionArgs } from "./rider.inputs";
import type { RiderService } from "./rider.service";
import { Rider, RiderOrderChange } from "./rider.types";

type RiderEventData = SubscriptionHandlerData<OrderLiveMessage, object, RequestContext>;

/** A rider hears of their own orders' changes and of an order taken from them, never of a position (their own). */
function hearsAsRider({ payload, context }: RiderEventData): boolean {
  const rider = context.user;
  if (!rider || rider.role !== "rider" || payload.positionOnly) return false;
  return payload.order.riderId === rider.id || payload.previousRiderId === rider.id;
}

/** Riders: the office's assignment, the rider's shift and delivery moves, the position, the rider's live feed. */
@Resolver()
export class RiderResolver {
  constructor(private readonly service: RiderService) {}

  @Authorized("ADMIN")
  @Query(() => [Rider], {
    description: "Riders by name with their open deliveries and cash in hand (admins); onShift narrows to those on (or off) shift",
  })
  riders(@Ctx() ctx: RequestContext, @Arg("onShift", () => Boolean, { nullable: true }) onShift?: boolean | null) {
    return this.service.riders(ctx, onShift);
  }

  @Authorized("RIDER")
  @Query(() => Rider, { description: "The signed-in rider" })
  riderMe(@Ctx() ctx: RequestContext) {
    return this.service.me(ctx);
  }

  @Authorized("RIDER")
  @Query(() => [Order], { description: "The signed-in rider's open deliveries (assigned and not ended), oldest assignment first" })
  riderOrders(@Ctx() ctx: RequestContext) {
    return this.service.riderOrders(ctx);
  }

  @Authorized("RIDER")
  @Query(() => [Order], { description: "The signed-in rider's orders delivered or failed today (Asia/Kolkata), newest first" })
  riderDeliveredToday(@Ctx() ctx: RequestContext) {
    return this.service.deliveredToday(ctx);
  }

  @Authorized("RIDER")
  @Mutation(() => Rider, {
    description: "On or off shift; off shift is refused with RIDER_HAS_OPEN_DELIVERIES while orders are still assigned",
  })
  setRiderOnShift(@Ctx() ctx: RequestContext, @Arg("onShift", () => Boolean) onShift: boolean) {
    return this.service.setOnShift(ctx, onShift);
  }

  @Authorized("ADMIN")
  @Mutation(() => Order, {
    description:
      "Assigns a confirmed, preparing or ready order (or one whose delivery failed) to an on-shift rider (RIDER_OFF_SHIFT otherwise), " +
      "or reassigns it before pick-up (admins)",
  })
  assignRider(@Ctx() ctx: RequestContext, @Args(() => AssignRiderArgs) args: AssignRiderArgs) {
    return this.service.assignRider(ctx, args.orderId, args.riderId);
  }

  @Authorized("ADMIN")
  @Mutation(() => Order, { description: "Takes the rider off an order before pick-up (admins)" })
  unassignRider(@Ctx() ctx: RequestContext, @Arg("orderId", () => ID) orderId: string) {
    return this.service.unassignRider(ctx, orderId);
  }

  @Authorized("RIDER")
  @Mutation(() => Order, { description: "The assigned rider has the food: PREPARING or READY_FOR_PICKUP → OUT_FOR_DELIVERY" })
  markPickedUp(@Ctx() ctx: RequestContext, @Arg("orderId", () => ID) orderId: string) {
    return this.service.markPickedUp(ctx, orderId);
  }

  @Authorized("RIDER")
  @Mutation(() => Order, {
    description:
      "The assigned rider delivered it: OUT_FOR_DELIVERY → DELIVERED with the cash collected (a different amount than the total needs a note), " +
      "or paidBy UPI with the payment's 12-digit upiReference and cashCollected 0 (INVALID_UPI_REFERENCE; UPI_OFF while the service has no UPI id)",
  })
  markDelivered(@Ctx() ctx: RequestContext, @Args(() => MarkDeliveredArgs) args: MarkDeliveredArgs) {
    return this.service.markDelivered(ctx, args.orderId, {
      collectedPaise: rupeesToPaise(args.cashCollected),
      note: args.note ?? null,
      paidBy: args.paidBy,
      upiReference: args.upiReference ?? null,
    });
  }

  @Authorized("RIDER")
  @Mutation(() => Order, {
    description:
      "The assigned rider could not deliver (customer not reachable): OUT_FOR_DELIVERY → DELIVERY_FAILED; the office decides next",
  })
  markDeliveryFailed(@Ctx() ctx: RequestContext, @Args(() => MarkDeliveryFailedArgs) args: MarkDeliveryFailedArgs) {
    return this.service.markDeliveryFailed(ctx, args.orderId, args.reason);
  }

  @Authorized("RIDER")
  @Mutation(() => [Order], {
    description:
      "The rider's position, kept (the latest only) on each of their orders out for delivery until it ends and sent live to its " +
      "customer and the admins; the orders it was kept on. None out for delivery: DELIVERY_NOT_ACTIVE",
  })
  shareRiderPosition(@Ctx() ctx: RequestContext, @Args(() => ShareRiderPositionArgs) args: ShareRiderPositionArgs) {
    return this.service.sharePosition(ctx, args);
  }

  @Authorized("RIDER")
  @Subscription(() => RiderOrderChange, {
    topics: ORDER_TOPICS.updated,
    filter: hearsAsRider,
    description: "An order assigned to the signed-in rider changed, or was just taken from them (assignedToMe false): riders only",
  })
  riderOrderChanged(@Root() message: OrderLiveMessage, @Ctx() ctx: RequestContext): RiderOrderChange {
    return { orderId: message.order.id, status: message.order.status, assignedToMe: message.order.riderId === ctx.user?.id };
  }
}
