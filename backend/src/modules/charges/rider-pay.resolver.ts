import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import type { ChargesService } from "./charges.service";
import { RiderPaySettings, RiderPaySettingsInput, riderPaySettingsOf } from "./rider-pay.types";

/** Riders' pay per delivery (docs/money.md#riders-pay): staff read it, superadmins change it. */
@Resolver()
export class RiderPayResolver {
  constructor(private readonly charges: ChargesService) {}

  @Authorized("ADMIN")
  @Query(() => RiderPaySettings, { description: "What a rider earns per delivery; staff only" })
  async riderPaySettings(@Ctx() ctx: RequestContext): Promise<RiderPaySettings> {
    return riderPaySettingsOf(await this.charges.riderPaySettings(ctx));
  }

  @Authorized("SUPERADMIN")
  @Mutation(() => RiderPaySettings, {
    description: "Sets what a rider earns per delivery from now on (past deliveries keep their fee); superadmins only",
  })
  async updateRiderPaySettings(
    @Ctx() ctx: RequestContext,
    @Arg("input", () => RiderPaySettingsInput) input: RiderPaySettingsInput,
  ): Promise<RiderPaySettings> {
    return riderPaySettingsOf(await this.charges.updateRiderPaySettings(ctx, input));
  }
}
