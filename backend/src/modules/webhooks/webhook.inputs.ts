import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsOptional, IsString, IsUUID, MaxLength } from "class-validator";
import { ArgsType, Field, ID, InputType } from "type-graphql";
import { Required } from "../../common/validation";
import { PageArgs } from "../../common/graphql/page-args";
import { WEBHOOK_URL_MAX_LENGTH } from "./webhook.entity";
import { WEBHOOK_EVENTS, WebhookEventEnum, type WebhookEvent } from "./webhook-event";

@InputType({ description: "A new webhook" })
export class CreateWebhookInput {
  @Field(() => String, { description: "Where to POST the events: an https URL of a public address" })
  @IsString({ message: "URL is required" })
  @Required("URL")
  @MaxLength(WEBHOOK_URL_MAX_LENGTH, { message: `The URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters` })
  url!: string;

  @Field(() => [WebhookEventEnum], { description: "The events to send, at least one" })
  @IsArray()
  @ArrayMinSize(1, { message: "Choose at least one event" })
  @ArrayUnique({ message: "Each event may be given once" })
  @IsIn(WEBHOOK_EVENTS, { each: true, message: "Unknown event" })
  events!: WebhookEvent[];

  @Field(() => [ID], { nullable: true, description: "Only events of these restaurants; absent or empty: every restaurant's" })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID("all", { each: true, message: "Each restaurant must be a restaurant's id" })
  restaurantIds?: string[] | null;
}

@ArgsType()
export class WebhookDeliveriesArgs extends PageArgs {
  @Field(() => ID, { description: "The webhook whose deliveries to list" })
  webhookId!: string;
}
