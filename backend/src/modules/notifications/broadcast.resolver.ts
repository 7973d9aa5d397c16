import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { Broadcast } from "./broadcast.entity";
import { BroadcastPageArgs, SendBroadcastInput } from "./broadcast.inputs";
import type { BroadcastService } from "./broadcast.service";
import { BroadcastPage } from "./broadcast.types";

/** Broadcast pushes: staff read the history, superadmins send (docs/architecture.md#roles). */
@Resolver()
export class BroadcastResolver {
  constructor(private readonly service: BroadcastService) {}

  @Authorized("ADMIN")
  @Query(() => BroadcastPage, { description: "The broadcasts sent so far, newest first (admins and superadmins)" })
  broadcasts(@Ctx() ctx: RequestContext, @Args(() => BroadcastPageArgs) args: BroadcastPageArgs): Promise<BroadcastPage> {
    return this.service.list(ctx, args);
  }

  @Authorized("SUPERADMIN")
  @Mutation(() => Broadcast, {
    description: "Sends a push to every browser of the audience and returns it with how many got it (superadmins only)",
  })
  sendBroadcast(@Ctx() ctx: RequestContext, @Arg("input", () => SendBroadcastInput) input: SendBroadcastInput): Promise<Broadcast> {
    return this.service.send(ctx, input);
  }
}
