import { Field, ObjectType } from "type-graphql";
import { Paginated } from "../../common/graphql/paginated";
import { WebhookDelivery } from "./webhook-delivery.entity";
import { Webhook } from "./webhook.entity";

@ObjectType({ description: "A new webhook with its signing secret: the only answer that ever holds the secret" })
export class CreatedWebhook {
  @Field(() => Webhook, { description: "The webhook" })
  webhook!: Webhook;

  @Field(() => String, {
    description: "whsec_<base64>: verifies the webhook-signature header of every delivery (Standard Webhooks); shown this once",
  })
  signingSecret!: string;
}

@ObjectType({ description: "A page of a webhook's deliveries, newest first (offset pagination)" })
export class WebhookDeliveryPage extends Paginated(WebhookDelivery, {
  totalDescription: "How many deliveries the webhook has, over all pages",
  descriptions: {
    items: "The deliveries on this page, newest first",
    limit: "The most deliveries a page holds, as asked",
    offset: "How many deliveries come before this page",
  },
}) {}
