import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { OrderStatusChange } from "./order-status-change.entity";
import type { OrderService } from "./order.service";

@Resolver(() => OrderStatusChange)
export class OrderStatusChangeResolver {
  constructor(private readonly orders: OrderService) {}

  @FieldResolver(() => String, { nullable: true, description: "Who made the change: shown to staff only, null for customers" })
  changedByName(@Ctx() ctx: RequestContext, @Root() change: OrderStatusChange) {
    return this.orders.changedByName(ctx, change);
  }
}
