import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { MenuItem } from "./menu-item.entity";
import { MenuOptionGroup } from "./menu-option-group.entity";
import { MenuOption } from "./menu-option.entity";
import { SetMenuItemOptionsArgs } from "./menu-options.inputs";
import type { MenuOptionsService } from "./menu-options.service";

/** A menu item's choices: read on every item (one statement per request's batch), set by admins and the kitchen. */
@Resolver(() => MenuItem)
export class MenuOptionsResolver {
  constructor(private readonly options: MenuOptionsService) {}

  @FieldResolver(() => [MenuOptionGroup], { description: "The choices to make when ordering the item, in the admin's order" })
  optionGroups(@Root() item: MenuItem, @Ctx() ctx: RequestContext) {
    return this.options.groupsOf(ctx, item.id);
  }

  @Authorized("ADMIN")
  @Mutation(() => MenuItem, {
    description:
      "Sets the item's option groups: an id sent back keeps its group or option, a missing id makes a new one, and groups and options not sent are removed",
  })
  setMenuItemOptions(@Ctx() ctx: RequestContext, @Args(() => SetMenuItemOptionsArgs) args: SetMenuItemOptionsArgs) {
    return this.options.setMenuItemOptions(ctx, args);
  }

  @Authorized()
  @Mutation(() => MenuOption, {
    description:
      "The kitchen's switch for one option (\"egg is over\"). The item's restaurant's staff, admins, MENU_WRITE keys of that restaurant",
  })
  setMenuOptionAvailable(
    @Ctx() ctx: RequestContext,
    @Arg("optionId", () => ID) optionId: string,
    @Arg("isAvailable", () => Boolean) isAvailable: boolean,
  ) {
    return this.options.setMenuOptionAvailable(ctx, optionId, isAvailable);
  }
}
