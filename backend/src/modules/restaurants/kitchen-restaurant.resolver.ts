import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import type { RestaurantStaffService } from "./restaurant-staff.service";
import { Restaurant } from "./restaurant.entity";
import type { RestaurantService } from "./restaurant.service";

/** The kitchen board's restaurants: which boards a person may open, and closing one for today. */
@Resolver()
export class KitchenRestaurantResolver {
  constructor(
    private readonly restaurants: RestaurantService,
    private readonly staff: RestaurantStaffService,
  ) {}

  @Authorized()
  @Query(() => [Restaurant], {
    description:
      "The restaurants whose kitchen board the signed-in person may open, by name: their own as staff, every one for admins; [] otherwise",
  })
  kitchenRestaurants(@Ctx() ctx: RequestContext) {
    return this.staff.kitchenRestaurants(ctx);
  }

  @Authorized()
  @Mutation(() => Restaurant, {
    description:
      "Closes the restaurant for the rest of today (true: no orders until the next midnight in India, then open again by itself) " +
      "or opens it again (false): the restaurant's staff and admins",
  })
  setRestaurantClosedForToday(
    @Ctx() ctx: RequestContext,
    @Arg("restaurantId", () => ID, { description: "The restaurant" }) restaurantId: string,
    @Arg("closed", () => Boolean, { description: "true: closed for today; false: open again" }) closed: boolean,
  ) {
    return this.restaurants.setClosedForToday(ctx, restaurantId, closed);
  }
}
