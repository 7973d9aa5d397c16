import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { isPickup } from "../cart/fulfilment";
import { Order } from "./order.entity";
import { PickupPlace, pickupPlaceOf } from "./pickup-place";

@Resolver(() => Order)
export class OrderPickupResolver {
  @FieldResolver(() => PickupPlace, {
    nullable: true,
    description:
      "For a PICKUP: the restaurant's address and a directions link, as the restaurant is now (public facts of a restaurant, " +
      "for whoever sees the order); null for a DELIVERY or once the restaurant is deleted. Read for a list through one loader",
  })
  async pickupPlace(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<PickupPlace | null> {
    if (!isPickup(order.fulfilment) || !order.restaurantId) return null;
    const restaurant = await ctx.loaders.restaurantById.load(order.restaurantId);
    return restaurant ? pickupPlaceOf(restaurant) : null;
  }
}
