import { Args, Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { CoordinatesArgs, PincodeArgs } from "./geo.inputs";
import type { GeoService } from "./geo.service";
import { PincodeLocation, Place, Town } from "./geo.types";

@Resolver()
export class GeoResolver {
  constructor(private readonly geo: GeoService) {}

  @Query(() => Place, { description: "The town, district and state a point is in (the home page's city label)" })
  reverseGeocode(@Ctx() ctx: RequestContext, @Args(() => CoordinatesArgs) point: CoordinatesArgs) {
    return this.geo.reverseGeocode(ctx, point);
  }

  @Query(() => [Town], { description: 'The towns Ruchi knows, alphabetically: the "pick your town" list' })
  towns(@Ctx() ctx: RequestContext) {
    return this.geo.towns(ctx);
  }

  @Query(() => PincodeLocation, { nullable: true, description: "The town of an Andhra Pradesh pincode; null when unknown" })
  locatePincode(@Ctx() ctx: RequestContext, @Args(() => PincodeArgs) args: PincodeArgs) {
    return this.geo.locatePincode(ctx, args.pincode);
  }
}
