import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { OrderLine } from "./order-line.entity";
import { OrderStatusChange } from "./order-status-change.entity";
import { OrderStatusEnum, type OrderStatus } from "./order-status";
import { Order } from "./order.entity";
import { OrderPageArgs, PlaceOrderInput } from "./order.inputs";
import type { OrderService } from "./order.service";
import { OrderAddress, OrderCustomer, OrderPage } from "./order.types";

/** The customer's order operations, and the Order fields that need a loader or the viewer. */
@Resolver(() => Order)
export class OrderResolver {
  constructor(private readonly orders: OrderService) {}

  @Authorized()
  @Mutation(() => Order, {
    description:
      "Places the server's cart as a cash-on-delivery order and empties the cart. The same idempotencyKey returns " +
      "the same order; with a different cart or address it answers IDEMPOTENCY_KEY_REUSED",
  })
  async placeOrder(@Ctx() ctx: RequestContext, @Arg("input", () => PlaceOrderInput) input: PlaceOrderInput) {
    return (await this.orders.placeOrder(ctx, input)).order;
  }

  @Authorized()
  @Query(() => OrderPage, { description: "The signed-in customer's orders, newest first" })
  myOrders(@Ctx() ctx: RequestContext, @Args(() => OrderPageArgs) page: OrderPageArgs) {
    return this.orders.myOrders(ctx, page);
  }

  @Authorized()
  @Query(() => Order, { description: "One of the signed-in customer's orders (anyone else's answers NOT_FOUND)" })
  order(@Ctx() ctx: RequestContext, @Arg("id", () => ID) id: string) {
    return this.orders.order(ctx, id);
  }

  @Authorized()
  @Mutation(() => Order, { description: "Cancels the customer's own order while it is still pending" })
  cancelOrder(@Ctx() ctx: RequestContext, @Arg("id", () => ID) id: string) {
    return this.orders.cancelOrder(ctx, id);
  }

  @FieldResolver(() => [OrderLine])
  lines(@Ctx() ctx: RequestContext, @Root() order: Order) {
    return this.orders.lines(ctx, order);
  }

  @FieldResolver(() => [OrderStatusChange], { description: "Every change of status, oldest first" })
  statusHistory(@Ctx() ctx: RequestContext, @Root() order: Order) {
    return this.orders.statusHistory(ctx, order);
  }

  @FieldResolver(() => [OrderStatusEnum], {
    description:
      "The statuses the viewer may move the order to now (admins: every staff move; the restaurant's staff: the kitchen's; its customer: cancelling)",
  })
  allowedNextStatuses(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<OrderStatus[]> {
    return this.orders.allowedNextStatuses(ctx, order);
  }

  @FieldResolver(() => OrderAddress, {
    nullable: true,
    description:
      "The delivery address when the order was placed: for its customer and superadmins (others get FORBIDDEN); null for a PICKUP (see pickupPlace)",
  })
  address(@Ctx() ctx: RequestContext, @Root() order: Order) {
    return this.orders.deliveryAddress(ctx, order);
  }

  @Authorized("SUPERADMIN")
  @FieldResolver(() => OrderCustomer, { nullable: true, description: "Who placed the order (superadmins only)" })
  customer(@Ctx() ctx: RequestContext, @Root() order: Order) {
    return this.orders.customer(ctx, order);
  }
}
