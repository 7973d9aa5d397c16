import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { MenuItemSortEnum, type MenuItemSortKey } from "../menu/menu-item-sort";
import { MenuItem } from "../menu/menu-item.entity";
import { MenuFilterInput } from "../menu/menu.inputs";
import type { MenuService } from "../menu/menu.service";
import { Restaurant } from "./restaurant.entity";
import { NearbyRestaurantsArgs } from "./restaurant.inputs";
import type { RestaurantService } from "./restaurant.service";
import { RestaurantCategoryOption, RestaurantPage } from "./restaurant.types";

/** The shop's restaurant queries; open to everyone, like a menu in a window. */
@Resolver(() => Restaurant)
export class RestaurantResolver {
  constructor(
    private readonly restaurants: RestaurantService,
    private readonly menu: MenuService,
  ) {}

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

  @FieldResolver(() => [MenuItem], { description: "The menu, unavailable items included; by name unless sorted" })
  menuItems(
    @Root() restaurant: Restaurant,
    @Ctx() ctx: RequestContext,
    @Arg("filter", () => MenuFilterInput, { nullable: true }) filter: MenuFilterInput | null,
    @Arg("sort", () => MenuItemSortEnum, { nullable: true }) sort: MenuItemSortKey | null,
  ) {
    return this.menu.menuOf(ctx, restaurant.id, filter, sort);
  }
}
