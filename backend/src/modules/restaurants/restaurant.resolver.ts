import { Arg, Args, Ctx, ID, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { Restaurant } from "./restaurant.entity";
import { NearbyRestaurantsArgs } from "./restaurant.inputs";
import type { RestaurantService } from "./restaurant.service";
import { RestaurantCategoryOption, RestaurantPage } from "./restaurant.types";

/** The shop's restaurant queries; open to everyone, like a menu in a window. */
@Resolver(() => Restaurant)
export class RestaurantResolver {
  constructor(private readonly restaurants: RestaurantService) {}

  @Query(() => RestaurantPage, { description: "The restaurants whose delivery radius covers the point; nearest first by default" })
  restaurantsNear(@Ctx() ctx: RequestContext, @Args(() => NearbyRestaurantsArgs) args: NearbyRestaurantsArgs) {
    return this.restaurants.near(ctx, args);
  }

  @Query(() => Restaurant, { description: "One restaurant; NOT_FOUND when there is no such restaurant" })
  restaurant(@Ctx() ctx: RequestContext, @Arg("id", () => ID) id: string) {
    return this.restaurants.byId(ctx, id);
  }

  @Query(() => [RestaurantCategoryOption], { description: "The listing's category filter options" })
  restaurantCategories(@Ctx() ctx: RequestContext) {
    return this.restaurants.categories(ctx);
  }
}
