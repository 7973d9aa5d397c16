import { Args, Ctx, FieldResolver, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { Restaurant } from "../restaurants/restaurant.entity";
import { restaurantNotFound } from "../restaurants/restaurant.service";
import { MenuItem } from "./menu-item.entity";
import type { MenuSearchService } from "./menu-search.service";
import { SearchMenuItemsArgs } from "./menu.inputs";
import type { MenuService } from "./menu.service";
import { MenuCategoryOption } from "./menu.types";

@Resolver(() => MenuItem)
export class MenuItemResolver {
  constructor(
    private readonly menu: MenuService,
    private readonly search: MenuSearchService,
  ) {}

  @FieldResolver(() => Restaurant, { description: "The restaurant the item is from (and whether it is open now)" })
  async restaurant(@Root() item: MenuItem, @Ctx() ctx: RequestContext): Promise<Restaurant> {
    const restaurant = await ctx.loaders.restaurantById.load(item.restaurantId);
    // The foreign key makes this impossible short of the restaurant being deleted meanwhile.
    if (!restaurant) throw restaurantNotFound();
    return restaurant;
  }

  @Query(() => [MenuCategoryOption], { description: "The menu categories and their labels" })
  menuCategories(@Ctx() ctx: RequestContext) {
    return this.menu.categories(ctx);
  }

  @Query(() => [MenuItem], {
    description:
      "Items of the restaurants delivering to the point whose name, description or category contains the keyword; best matches first",
  })
  searchMenuItems(@Ctx() ctx: RequestContext, @Args(() => SearchMenuItemsArgs) args: SearchMenuItemsArgs) {
    return this.search.search(ctx, args);
  }
}
