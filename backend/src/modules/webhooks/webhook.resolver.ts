import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { WebhookDelivery } from "./webhook-delivery.entity";
import { Webhook } from "./webhook.entity";
import { CreateWebhookInput, WebhookDeliveriesArgs } from "./webhook.inputs";
import type { WebhookService } from "./webhook.service";
import { CreatedWebhook, WebhookDeliveryPage } from "./webhook.types";

/** Signed webhooks for partners' systems: superadmins only. */
@Resolver()
export class WebhookResolver {
  constructor(private readonly service: WebhookService) {}

  @Authorized("SUPERADMIN")
  @Mutation(() => CreatedWebhook, {
    description:
      "Creates a webhook and answers its signing secret, this once. The URL must be https and lead to a public address (BAD_USER_INPUT on url otherwise); superadmins only",
  })
  createWebhook(@Ctx() ctx: RequestContext, @Arg("input", () => CreateWebhookInput) input: CreateWebhookInput) {
    return this.service.createWebhook(ctx, input);
  }

  @Authorized("SUPERADMIN")
  @Query(() => [Webhook], { description: "Every webhook, deleted ones included, newest first; superadmins only" })
  webhooks(@Ctx() ctx: RequestContext) {
    return this.service.webhooks(ctx);
  }

  @Authorized("SUPERADMIN")
  @Mutation(() => Webhook, {
    description: "Deletes a webhook: no new events and no more attempts from now on; its deliveries stay readable. Superadmins only",
  })
  deleteWebhook(@Ctx() ctx: RequestContext, @Arg("id", () => ID) id: string) {
    return this.service.deleteWebhook(ctx, id);
  }

  @Authorized("SUPERADMIN")
  @Query(() => WebhookDeliveryPage, { description: "A webhook's deliveries, newest first, each with its attempts; superadmins only" })
  webhookDeliveries(@Ctx() ctx: RequestContext, @Args(() => WebhookDeliveriesArgs) args: WebhookDeliveriesArgs) {
    return this.service.webhookDeliveries(ctx, args);
  }

  @Authorized("SUPERADMIN")
  @Mutation(() => WebhookDelivery, {
    description:
      "Sends a delivery's event again, now, with the same webhook-id and body (its receiver can tell it from a new event); superadmins only",
  })
  redeliverWebhook(@Ctx() ctx: RequestContext, @Arg("deliveryId", () => ID) deliveryId: string) {
    return this.service.redeliverWebhook(ctx, deliveryId);
  }
}
