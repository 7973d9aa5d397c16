import { Args, ArgsType, Ctx, Field, FieldResolver, Float, ID, Mutation, Resolver, Root } from "type-graphql";
import { IsOptional, IsString } from "class-validator";
import type { RequestContext } from "../../common/request-context";
import { CommissionPercent } from "../charges/charges.inputs";
import { Restaurant } from "../restaurants/restaurant.entity";
import type { CommissionService } from "./commission.service";

@ArgsType()
class SetRestaurantCommissionArgs {
  @Field(() => ID) @IsString() restaurantId!: string;

  @Field(() => Float, { nullable: true, description: "In percent, at most two decimals; null: the default of the payout settings" })
  @IsOptional()
  @CommissionPercent()
  percent?: number | null;
}

/** The restaurant's commission, from the ledger module's folder (the restaurants module names no money). */
@Resolver(() => Restaurant)
export class CommissionResolver {
  constructor(private readonly commissions: CommissionService) {}

  @FieldResolver(() => Float, {
    nullable: true,
    description: "The commission its delivered orders pay, in percent (its own rate, else the payout settings' default); staff only",
  })
  commissionPercent(@Ctx() ctx: RequestContext, @Root() restaurant: Restaurant): Promise<number> {
    return this.commissions.percentOf(ctx, restaurant);
  }

  @FieldResolver(() => Float, {
    nullable: true,
    description: "The restaurant's own commission rate in percent, null when it pays the payout settings' default; staff only",
  })
  ownCommissionPercent(@Ctx() ctx: RequestContext, @Root() restaurant: Restaurant): Promise<number | null> {
    return this.commissions.ownPercentOf(ctx, restaurant);
  }

  @Mutation(() => Restaurant, { description: "Sets a restaurant's own commission (null: the default); superadmins only" })
  setRestaurantCommission(
    @Ctx() ctx: RequestContext,
    @Args(() => SetRestaurantCommissionArgs) args: SetRestaurantCommissionArgs,
  ): Promise<Restaurant> {
    return this.commissions.setPercent(ctx, args.restaurantId, args.percent ?? null);
  }
}
