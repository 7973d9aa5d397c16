import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { RestaurantStaffArgs } from "./restaurant-staff.inputs";
import type { RestaurantStaffService } from "./restaurant-staff.service";
import { RestaurantStaffMember } from "./restaurant-staff.types";

/** A restaurant's staff list, kept by admins; its members open the restaurant's kitchen board. */
@Resolver()
export class RestaurantStaffResolver {
  constructor(private readonly staff: RestaurantStaffService) {}

  @Authorized("ADMIN")
  @Query(() => [RestaurantStaffMember], { description: "The restaurant's staff and open invitations, the earliest added first (admins)" })
  restaurantStaff(@Ctx() ctx: RequestContext, @Arg("restaurantId", () => ID, { description: "The restaurant" }) restaurantId: string) {
    return this.staff.restaurantStaff(ctx, restaurantId);
  }

  @Authorized("ADMIN")
  @Mutation(() => RestaurantStaffMember, {
    description:
      "Puts a person on the restaurant's staff by e-mail (admins): a verified account joins at once and is told by e-mail; " +
      "any other address is invited by e-mail (valid 14 days) and joins when it completes sign-up. Adding someone twice answers the existing entry",
  })
  addRestaurantStaff(@Ctx() ctx: RequestContext, @Args(() => RestaurantStaffArgs) args: RestaurantStaffArgs) {
    return this.staff.addRestaurantStaff(ctx, args.restaurantId, args.email);
  }

  @Authorized("ADMIN")
  @Mutation(() => Boolean, {
    description:
      "Takes a person off the restaurant's staff (access ends with their next request) or withdraws the invitation; false when neither existed (admins)",
  })
  removeRestaurantStaff(@Ctx() ctx: RequestContext, @Args(() => RestaurantStaffArgs) args: RestaurantStaffArgs) {
    return this.staff.removeRestaurantStaff(ctx, args.restaurantId, args.email);
  }
}
