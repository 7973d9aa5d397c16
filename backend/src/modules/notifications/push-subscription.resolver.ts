import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { PushSubscription } from "./push-subscription.entity";
import { PushSubscriptionInput } from "./push-subscription.inputs";
import type { PushSubscriptionService } from "./push-subscription.service";
import { PushConfig } from "./push-subscription.types";

@Resolver()
export class PushSubscriptionResolver {
  constructor(private readonly push: PushSubscriptionService) {}

  @Query(() => PushConfig, { description: "What a browser needs to subscribe to Web Push" })
  pushConfig(@Ctx() ctx: RequestContext): PushConfig {
    return this.push.config(ctx);
  }

  @Authorized()
  @Mutation(() => PushSubscription, {
    description: "Stores or replaces this browser's subscription for the signed-in user (the endpoint moves from any other user)",
  })
  savePushSubscription(
    @Ctx() ctx: RequestContext,
    @Arg("input", () => PushSubscriptionInput) input: PushSubscriptionInput,
  ): Promise<PushSubscription> {
    return this.push.save(ctx, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Forgets one of the signed-in user's browsers" })
  async deletePushSubscription(@Ctx() ctx: RequestContext, @Arg("endpoint", () => String) endpoint: string): Promise<boolean> {
    await this.push.delete(ctx, endpoint);
    return true;
  }
}
