import { Arg, Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { Restaurant } from "../restaurants/restaurant.entity";
import { MenuItemSortEnum, type MenuItemSortKey } from "./menu-item-sort";
import { MenuItem } from "./menu-item.entity";
import { MenuFilterInput } from "./menu.inputs";
import type { MenuService } from "./menu.service";

/** A restaurant's menu, on the shop's Restaurant type: the menu extends the restaurant, which knows nothing of it. */
@Resolver(() => Restaurant)
export class RestaurantMenuResolver {
  constructor(private readonly menu: MenuService) {}

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
