import { Args, ArgsType, Ctx, Field, ID, Query, Resolver } from "type-graphql";
import { IsArray, IsIn, IsOptional } from "class-validator";
import type { RequestContext } from "../../common/request-context";
import { PageArgs } from "../../graphql/page-args";
import { ORDER_STATUSES, OrderStatusEnum, type OrderStatus } from "./order-status";
import { OrderPage } from "./order.types";
import type { RestaurantOrdersService } from "./restaurant-orders.service";

@ArgsType()
export class RestaurantOrdersArgs extends PageArgs {
  @Field(() => ID, { description: "The restaurant whose orders to list" })
  restaurantId!: string;

  @Field(() => [OrderStatusEnum], { nullable: true, description: "Only orders in one of these statuses; absent or empty: every status" })
  @IsOptional()
  @IsArray()
  @IsIn(ORDER_STATUSES, { each: true, message: "Unknown order status" })
  status?: OrderStatus[] | null;
}

/** A restaurant's orders for those acting for it (admins, API keys with ORDERS_READ). */
@Resolver()
export class RestaurantOrderResolver {
  constructor(private readonly restaurantOrders: RestaurantOrdersService) {}

  @Query(() => OrderPage, {
    name: "restaurantOrders",
    description:
      "One restaurant's orders, newest first, without the customer's e-mail or phone: for admins, and for API keys " +
      "with ORDERS_READ for one of their restaurants (another restaurant answers FORBIDDEN)",
  })
  list(@Ctx() ctx: RequestContext, @Args(() => RestaurantOrdersArgs) args: RestaurantOrdersArgs) {
    return this.restaurantOrders.restaurantOrders(ctx, { ...args, statuses: args.status });
  }
}
