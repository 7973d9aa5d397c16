import { Arg, Ctx, ID, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import type { OrderService } from "./order.service";

/** Ordering for later: the slots a restaurant delivers in (delivery-time.ts). */
@Resolver()
export class DeliverySlotsResolver {
  constructor(private readonly orders: OrderService) {}

  @Query(() => [Date], {
    description:
      "The moments an order for this restaurant may be placed for (PlaceOrderInput.deliverAt), earliest first: every quarter hour in India " +
      "from 45 minutes to 2 days ahead (at most 192) in which the restaurant is open; empty when it is closed all that time. Public",
  })
  deliverySlots(@Ctx() ctx: RequestContext, @Arg("restaurantId", () => ID) restaurantId: string): Promise<Date[]> {
    return this.orders.deliverySlots(ctx, restaurantId);
  }
}
