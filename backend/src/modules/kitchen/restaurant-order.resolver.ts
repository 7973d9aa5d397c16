import { Args, ArgsType, Ctx, Field, ID, Int, Query, Resolver } from "type-graphql";
import { IsArray, IsIn, IsInt, IsOptional, Max, Min } from "class-validator";
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, PageOffset } from "../../common/paging";
import type { RequestContext } from "../../common/request-context";
import { ORDER_STATUSES, OrderStatusEnum, type OrderStatus } from "../orders/order-status";
import { OrderPage } from "../orders/order.types";
import { RESTAURANT_ORDERS_MAX_PAGE_SIZE, type RestaurantOrdersService } from "./restaurant-orders.service";

const LIMIT_MESSAGE = `Limit must be 1 to ${RESTAURANT_ORDERS_MAX_PAGE_SIZE}`;

@ArgsType()
export class RestaurantOrdersArgs {
  @Field(() => Int, {
    defaultValue: DEFAULT_PAGE_SIZE,
    description: `1 to ${RESTAURANT_ORDERS_MAX_PAGE_SIZE}: the kitchen board shows every open order at once`,
  })
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(RESTAURANT_ORDERS_MAX_PAGE_SIZE, { message: LIMIT_MESSAGE })
  limit: number = DEFAULT_PAGE_SIZE;

  @Field(() => Int, { defaultValue: 0, description: `0 to ${MAX_OFFSET}` })
  @PageOffset()
  offset: number = 0;

  @Field(() => ID, { description: "The restaurant whose orders to list" })
  restaurantId!: string;

  @Field(() => [OrderStatusEnum], { nullable: true, description: "Only orders in one of these statuses; absent or empty: every status" })
  @IsOptional()
  @IsArray()
  @IsIn(ORDER_STATUSES, { each: true, message: "Unknown order status" })
  status?: OrderStatus[] | null;
}

/** A restaurant's orders for those acting for it (its staff, admins, API keys with ORDERS_READ). */
@Resolver()
export class RestaurantOrderResolver {
  constructor(private readonly restaurantOrders: RestaurantOrdersService) {}

  @Query(() => OrderPage, {
    name: "restaurantOrders",
    description:
      "One restaurant's orders, newest first, without the customer's e-mail, phone or address: for the restaurant's staff " +
      "(the kitchen board), admins, and API keys with ORDERS_READ for one of their restaurants (another restaurant answers FORBIDDEN)",
  })
  list(@Ctx() ctx: RequestContext, @Args(() => RestaurantOrdersArgs) args: RestaurantOrdersArgs) {
    return this.restaurantOrders.restaurantOrders(ctx, { ...args, statuses: args.status });
  }
}
