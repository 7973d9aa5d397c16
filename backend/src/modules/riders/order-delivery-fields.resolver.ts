import { Ctx, FieldResolver, Float, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { Order } from "../orders/order.entity";
import { PaymentCollectionEnum } from "../orders/payment-collection";
import type { DeliveryViewService } from "./delivery-view.service";
import type { RiderService } from "./rider.service";
import { DeliveryPickup, Rider, RiderPosition } from "./rider.types";

/** The Order fields of its delivery: each viewer sees what DeliveryViewService and RiderService allow. */
@Resolver(() => Order)
export class OrderDeliveryFieldsResolver {
  constructor(
    private readonly riders: RiderService,
    private readonly deliveries: DeliveryViewService,
  ) {}

  @FieldResolver(() => Rider, {
    nullable: true,
    description:
      "The rider, once assigned: staff and the rider see everything, the customer the first name and a phone to call until the order ends",
  })
  rider(@Ctx() ctx: RequestContext, @Root() order: Order) {
    return this.riders.riderOf(ctx, order);
  }

  @FieldResolver(() => Float, { nullable: true, description: "Rupees the rider collected at the door: staff and the assigned rider" })
  cashCollected(@Ctx() ctx: RequestContext, @Root() order: Order) {
    return this.deliveries.cashCollected(ctx, order);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "Why the cash collected differs from the total: staff and the assigned rider",
  })
  cashNote(@Ctx() ctx: RequestContext, @Root() order: Order) {
    return this.deliveries.cashNote(ctx, order);
  }

  @FieldResolver(() => PaymentCollectionEnum, {
    nullable: true,
    description:
      "How it was paid at the door, set when delivered: staff, the assigned rider and the order's customer; null for anyone else",
  })
  paidBy(@Ctx() ctx: RequestContext, @Root() order: Order) {
    return this.deliveries.paidBy(ctx, order);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "Paid by UPI: the payment's 12-digit reference; staff, the assigned rider and the order's customer; null for anyone else",
  })
  upiReference(@Ctx() ctx: RequestContext, @Root() order: Order) {
    return this.deliveries.upiReference(ctx, order);
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description: "When an admin confirmed the UPI payment against the bank statement (confirmUpiPayment): staff only",
  })
  upiConfirmedAt(@Ctx() ctx: RequestContext, @Root() order: Order) {
    return this.deliveries.upiConfirmedAt(ctx, order);
  }

  @FieldResolver(() => RiderPosition, {
    nullable: true,
    description: "Where the rider is, while OUT_FOR_DELIVERY and a position was shared: the customer, staff and the assigned rider",
  })
  riderPosition(@Ctx() ctx: RequestContext, @Root() order: Order) {
    return this.deliveries.position(ctx, order);
  }

  @FieldResolver(() => DeliveryPickup, { nullable: true, description: "Where the rider collects the food: staff and the assigned rider" })
  pickup(@Ctx() ctx: RequestContext, @Root() order: Order) {
    return this.deliveries.pickup(ctx, order);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The customer's name, to ask for at the door: the assigned rider until the order ends, superadmins, the customer",
  })
  recipientName(@Ctx() ctx: RequestContext, @Root() order: Order) {
    return this.deliveries.recipientName(ctx, order);
  }
}
