import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { Order } from "./order.entity";
import { AdminOrderFilter, OrderPageArgs, UpdateOrderStatusArgs } from "./order.inputs";
import type { OrderService } from "./order.service";
import { OrderDashboard, OrderPage } from "./order.types";

/** The staff's order operations. */
@Resolver()
export class AdminOrderResolver {
  constructor(private readonly orders: OrderService) {}

  @Authorized("ADMIN")
  @Query(() => OrderPage, { description: "Every order, newest first, narrowed by the filter" })
  adminOrders(
    @Ctx() ctx: RequestContext,
    @Arg("filter", () => AdminOrderFilter, { nullable: true }) filter: AdminOrderFilter | null,
    @Args(() => OrderPageArgs) page: OrderPageArgs,
  ) {
    return this.orders.adminOrders(ctx, filter ?? {}, page);
  }

  @Authorized("SUPERADMIN")
  @Query(() => Order, { description: "Any order, with its customer and address (superadmins only)" })
  adminOrder(@Ctx() ctx: RequestContext, @Arg("id", () => ID) id: string) {
    return this.orders.adminOrder(ctx, id);
  }

  @Authorized("ADMIN")
  @Mutation(() => Order, {
    description:
      "Moves an order along the state machine: admins with every staff move, ORDERS_WRITE keys with the kitchen's only; rejecting and failing a delivery need a reason, delivering an order a rider holds the cash collected; other moves answer INVALID_STATUS_TRANSITION",
  })
  updateOrderStatus(@Ctx() ctx: RequestContext, @Args(() => UpdateOrderStatusArgs) args: UpdateOrderStatusArgs) {
    return this.orders.updateOrderStatus(ctx, args);
  }

  @Authorized("ADMIN")
  @Query(() => OrderDashboard, { description: "Today's and the last 14 days' figures (Asia/Kolkata)" })
  dashboard(@Ctx() ctx: RequestContext) {
    return this.orders.dashboard(ctx);
  }
}
