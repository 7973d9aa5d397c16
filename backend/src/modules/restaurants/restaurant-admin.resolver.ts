import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { SetOpeningHoursArgs } from "./opening-period.types";
import { Restaurant } from "./restaurant.entity";
import { AdminRestaurantsArgs, RestaurantInput, RestaurantUpdateInput } from "./restaurant.inputs";
import type { RestaurantService } from "./restaurant.service";
import { DeleteResult, RestaurantPage } from "./restaurant.types";

/** Running the restaurants: admins and superadmins only. */
@Resolver()
export class RestaurantAdminResolver {
  constructor(private readonly restaurants: RestaurantService) {}

  @Authorized("ADMIN")
  @Query(() => RestaurantPage, { description: "Every restaurant, by name; search matches the name or address" })
  adminRestaurants(@Ctx() ctx: RequestContext, @Args(() => AdminRestaurantsArgs) args: AdminRestaurantsArgs) {
    return this.restaurants.adminList(ctx, args);
  }

  @Authorized("ADMIN")
  @Mutation(() => Restaurant)
  createRestaurant(@Ctx() ctx: RequestContext, @Arg("input", () => RestaurantInput) input: RestaurantInput) {
    return this.restaurants.create(ctx, input);
  }

  @Authorized("ADMIN")
  @Mutation(() => Restaurant, { description: "Changes only the fields given" })
  updateRestaurant(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => RestaurantUpdateInput) input: RestaurantUpdateInput,
  ) {
    return this.restaurants.update(ctx, id, input);
  }

  @Authorized("ADMIN")
  @Mutation(() => Restaurant, { description: "Replaces the week's opening hours; a day without periods is closed" })
  setOpeningHours(@Ctx() ctx: RequestContext, @Args(() => SetOpeningHoursArgs) args: SetOpeningHoursArgs) {
    return this.restaurants.setOpeningHours(ctx, args.restaurantId, args.periods);
  }

  @Authorized("ADMIN")
  @Mutation(() => DeleteResult, { description: "Deletes the restaurant and its whole menu" })
  deleteRestaurant(@Ctx() ctx: RequestContext, @Arg("id", () => ID) id: string) {
    return this.restaurants.remove(ctx, id);
  }
}
