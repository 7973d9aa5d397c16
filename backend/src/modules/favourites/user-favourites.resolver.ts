import { Ctx, FieldResolver, ID, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { User } from "../users/user.entity";
import { MAX_FAVOURITE_RESTAURANTS, type FavouritesService } from "./favourites.service";

@Resolver(() => User)
export class UserFavouritesResolver {
  constructor(private readonly favourites: FavouritesService) {}

  @FieldResolver(() => [ID], {
    description: `The ids of the signed-in customer's own favourite restaurants, the latest added first (at most ${MAX_FAVOURITE_RESTAURANTS}); empty for staff. FORBIDDEN on anyone else's account`,
  })
  favouriteRestaurantIds(@Ctx() ctx: RequestContext, @Root() user: User): Promise<string[]> {
    return this.favourites.favouriteIds(ctx, user);
  }
}
