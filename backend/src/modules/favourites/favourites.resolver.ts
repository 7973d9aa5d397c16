import { Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { Restaurant } from "../restaurants/restaurant.entity";
import { FavouriteRestaurantsArgs, SetFavouriteRestaurantArgs } from "./favourites.inputs";
import { MAX_FAVOURITE_RESTAURANTS, type FavouritesService } from "./favourites.service";

@Resolver(() => Restaurant)
export class FavouritesResolver {
  constructor(private readonly favourites: FavouritesService) {}

  @FieldResolver(() => Boolean, { description: "One of the signed-in customer's favourites; false for guests. Personal: never cached" })
  isFavourite(@Ctx() ctx: RequestContext, @Root() restaurant: Restaurant) {
    return this.favourites.isFavourite(ctx, restaurant.id);
  }

  @Authorized()
  @Mutation(() => Restaurant, { description: "Adds the restaurant to the signed-in customer's favourites, or (false) takes it out" })
  setFavouriteRestaurant(@Ctx() ctx: RequestContext, @Args(() => SetFavouriteRestaurantArgs) args: SetFavouriteRestaurantArgs) {
    return this.favourites.setFavourite(ctx, args.restaurantId, args.favourite);
  }

  @Authorized()
  @Query(() => [Restaurant], {
    description: `The signed-in customer's favourite restaurants, the latest added first (at most ${MAX_FAVOURITE_RESTAURANTS}); distanceKm from the point when given`,
  })
  favouriteRestaurants(@Ctx() ctx: RequestContext, @Args(() => FavouriteRestaurantsArgs) args: FavouriteRestaurantsArgs) {
    const point = args.latitude != null && args.longitude != null ? { latitude: args.latitude, longitude: args.longitude } : null;
    return this.favourites.list(ctx, point);
  }
}
