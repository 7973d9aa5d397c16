import { Args, Authorized, Ctx, FieldResolver, Int, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { Restaurant } from "../restaurants/restaurant.entity";
import { ApiKey } from "./api-key.entity";
import type { ApiKeyService } from "./api-key.service";
import type { ApiKeyUsageService } from "./api-key-usage.service";
import { ApiKeyDailyRequests, DEFAULT_USAGE_DAYS, MAX_USAGE_DAYS, RequestsPerDayArgs } from "./api-key-usage.types";

/** The ApiKey fields read through a loader: its restaurants and its requests per day. Superadmins only, as the keys are. */
@Resolver(() => ApiKey)
export class ApiKeyFieldsResolver {
  constructor(
    private readonly keys: ApiKeyService,
    private readonly usage: ApiKeyUsageService,
  ) {}

  @Authorized("SUPERADMIN")
  @FieldResolver(() => [Restaurant], { description: "The key's restaurants, by name (restaurantIds without the deleted ones)" })
  restaurants(@Ctx() ctx: RequestContext, @Root() key: ApiKey) {
    return this.keys.restaurants(ctx, key);
  }

  @Authorized("SUPERADMIN")
  @FieldResolver(() => Int, {
    description:
      "Requests the key made today (Asia/Kolkata) that its rate limit let through; other servers' latest requests show within seconds",
  })
  requestsToday(@Ctx() ctx: RequestContext, @Root() key: ApiKey) {
    return this.usage.requestsToday(ctx, key);
  }

  @Authorized("SUPERADMIN")
  @FieldResolver(() => [ApiKeyDailyRequests], {
    description: `The key's requests on each of the last days (Asia/Kolkata), today first, days without requests as 0; at most ${MAX_USAGE_DAYS} days`,
  })
  requestsPerDay(@Ctx() ctx: RequestContext, @Root() key: ApiKey, @Args(() => RequestsPerDayArgs) args: RequestsPerDayArgs) {
    return this.usage.requestsPerDay(ctx, key, args.days ?? DEFAULT_USAGE_DAYS);
  }
}
