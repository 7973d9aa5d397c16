import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { User } from "../users/user.entity";
import type { MealRemindersService } from "./meal-reminders.service";
import { MealReminders, MealRemindersInput } from "./meal-reminders.types";

@Resolver(() => User)
export class MealRemindersResolver {
  constructor(private readonly reminders: MealRemindersService) {}

  @Authorized()
  @Mutation(() => MealReminders, {
    description:
      "The signed-in customer's meal-time pushes (8:00, 12:30, 19:30 India time, naming a favourite or recent restaurant " +
      "open and delivering to them); customers only (others FORBIDDEN)",
  })
  setMealReminders(@Ctx() ctx: RequestContext, @Arg("input", () => MealRemindersInput) input: MealRemindersInput) {
    return this.reminders.set(ctx, input);
  }

  @FieldResolver(() => MealReminders, {
    description: "The person's own meal-time reminders (all off until chosen; staff receive none). FORBIDDEN on anyone else's account",
  })
  mealReminders(@Ctx() ctx: RequestContext, @Root() user: User) {
    return this.reminders.settingsOf(ctx, user);
  }
}
