import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import { Field, ID, ObjectType } from "type-graphql";
import { WebhookEventEnum, type WebhookEvent } from "./webhook-event";

export const WEBHOOK_URL_MAX_LENGTH = 2048;

/**
 * A partner's receiver of signed events. The signing secret is kept so that every later delivery
 * can be signed; it is answered once, at creation, and erased when the webhook is deleted.
 */
@ObjectType({ description: "A URL Ruchi POSTs signed events to (Standard Webhooks); its signing secret is shown only at creation" })
@Entity({ name: "webhooks" })
export class Webhook {
  @PrimaryGeneratedColumn("uuid")
  @Field(() => ID, { description: "The webhook's id" })
  id!: string;

  @Column({ type: "varchar", length: WEBHOOK_URL_MAX_LENGTH })
  @Field(() => String, { description: "Where events are POSTed: https, to a public address" })
  url!: string;

  @Column({ type: "varchar", array: true })
  @Field(() => [WebhookEventEnum], { description: "The events the webhook is told of" })
  events!: WebhookEvent[];

  @Column({ type: "uuid", array: true })
  @Field(() => [ID], { description: "Only events of these restaurants; empty: every restaurant's" })
  restaurantIds!: string[];

  /** whsec_<base64>, sealed (signing-secrets.ts): signs every delivery; null once the webhook is deleted. */
  @Column({ type: "text", nullable: true, select: false })
  signingSecret!: string | null;

  @Column({ type: "boolean", default: true })
  @Field(() => Boolean, { description: "False once deleted: no new events, no more retries" })
  active!: boolean;

  @CreateDateColumn({ type: "timestamptz" })
  @Field(() => Date, { description: "When the webhook was created" })
  createdAt!: Date;

  @Column({ type: "timestamptz", nullable: true })
  @Field(() => Date, { nullable: true, description: "When the webhook was deleted; null: it is active" })
  deletedAt!: Date | null;

  @Column({ type: "timestamptz", nullable: true })
  @Field(() => Date, {
    nullable: true,
    description: "Since when the webhook has been failing (a delivery failed for the whole retry period); null once a delivery succeeds",
  })
  failingSince!: Date | null;

  @Column({ type: "timestamptz", nullable: true })
  @Field(() => Date, {
    nullable: true,
    description: "When Ruchi last tried to deliver an event to the webhook, whatever the outcome; null: never",
  })
  lastDeliveryAt!: Date | null;

  @Field(() => Boolean, {
    description: "A delivery failed for the whole retry period and none has succeeded since (superadmins were e-mailed)",
  })
  get failing(): boolean {
    return this.failingSince !== null;
  }
}
