import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { DeleteResult } from "../restaurants/restaurant.types";
import { MenuItem } from "./menu-item.entity";
import { MenuItemInput, MenuItemUpdateInput } from "./menu.inputs";
import type { MenuService } from "./menu.service";

/**
 * Running the menus: admins and superadmins, an item addressed through its restaurant; and the
 * kitchen's sold-out switch for the restaurant's own staff.
 */
@Resolver()
export class MenuAdminResolver {
  constructor(private readonly menu: MenuService) {}

  @Authorized("ADMIN")
  @Mutation(() => MenuItem)
  createMenuItem(
    @Ctx() ctx: RequestContext,
    @Arg("restaurantId", () => ID) restaurantId: string,
    @Arg("input", () => MenuItemInput) input: MenuItemInput,
  ) {
    return this.menu.create(ctx, restaurantId, input);
  }

  @Authorized("ADMIN")
  @Mutation(() => MenuItem, { description: "Changes only the fields given; NOT_FOUND when the item is not of that restaurant" })
  updateMenuItem(
    @Ctx() ctx: RequestContext,
    @Arg("restaurantId", () => ID) restaurantId: string,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => MenuItemUpdateInput) input: MenuItemUpdateInput,
  ) {
    return this.menu.update(ctx, restaurantId, id, input);
  }

  @Authorized()
  @Mutation(() => MenuItem, {
    description:
      "The kitchen's sold-out switch: soldOut true makes the item unavailable (isAvailable false), false available again. " +
      "The item's restaurant's staff, admins, MENU_WRITE keys of that restaurant",
  })
  setMenuItemSoldOut(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => ID, { description: "The menu item" }) id: string,
    @Arg("soldOut", () => Boolean, { description: "true: sold out (unavailable); false: available again" }) soldOut: boolean,
  ) {
    return this.menu.setSoldOut(ctx, id, soldOut);
  }

  @Authorized("ADMIN")
  @Mutation(() => DeleteResult)
  deleteMenuItem(@Ctx() ctx: RequestContext, @Arg("restaurantId", () => ID) restaurantId: string, @Arg("id", () => ID) id: string) {
    return this.menu.remove(ctx, restaurantId, id);
  }
}
