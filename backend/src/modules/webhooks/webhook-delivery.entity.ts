import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from "typeorm";
import { Field, ID, ObjectType } from "type-graphql";
import { WebhookDeliveryAttempt } from "./webhook-delivery-attempt.entity";
import { WebhookDeliveryStatusEnum, type WebhookDeliveryStatus } from "./webhook-delivery-status";
import { EVENT_ID_MAX_LENGTH, WebhookEventRecord } from "./webhook-event-record.entity";
import { WebhookEventEnum, type WebhookEvent } from "./webhook-event";
import { Webhook } from "./webhook.entity";

/** One event for one webhook: every attempt of it sends the same webhook-id and body. */
@ObjectType({ description: "The delivery of one event to one webhook, with every attempt made" })
@Entity({ name: "webhook_deliveries" })
@Unique("webhook_deliveries_webhook_id_event_id_key", ["webhookId", "eventId"])
@Index("webhook_deliveries_webhook_id_created_at_idx", ["webhookId", "createdAt"])
@Check("webhook_deliveries_status_check", `"status" IN ('PENDING', 'RETRYING', 'SUCCEEDED', 'FAILED')`)
export class WebhookDelivery {
  @PrimaryGeneratedColumn("uuid")
  @Field(() => ID, { description: "The delivery's id (redeliverWebhook takes it)" })
  id!: string;

  @Column({ type: "uuid" })
  @Field(() => ID, { description: "The webhook it goes to" })
  webhookId!: string;

  @ManyToOne(() => Webhook, { onDelete: "CASCADE" })
  @JoinColumn({ name: "webhook_id" })
  webhook?: Relation<Webhook>;

  @Index()
  @Column({ type: "varchar", length: EVENT_ID_MAX_LENGTH })
  @Field(() => String, { description: "The event's id: the webhook-id header of every attempt, retries and redeliveries included" })
  eventId!: string;

  @ManyToOne(() => WebhookEventRecord, { onDelete: "CASCADE" })
  @JoinColumn({ name: "event_id" })
  event?: Relation<WebhookEventRecord>;

  @Column({ type: "varchar", length: 32 })
  @Field(() => WebhookEventEnum, { description: "What happened" })
  eventType!: WebhookEvent;

  @Column({ type: "varchar", length: 16, default: "PENDING" })
  @Field(() => WebhookDeliveryStatusEnum, { description: "Where the delivery stands" })
  status!: WebhookDeliveryStatus;

  /** The queue's job due to make the next attempt; a job that is not this one is stale and does nothing. */
  @Column({ type: "uuid", nullable: true })
  jobId!: string | null;

  @Column({ type: "timestamptz", nullable: true })
  @Field(() => Date, { nullable: true, description: "When the next attempt is due; null: none is planned" })
  nextAttemptAt!: Date | null;

  /** The retry period runs from here. */
  @Column({ type: "timestamptz", nullable: true })
  firstAttemptedAt!: Date | null;

  @CreateDateColumn({ type: "timestamptz" })
  @Field(() => Date, { description: "When the event happened and the delivery was queued" })
  createdAt!: Date;

  @OneToMany(() => WebhookDeliveryAttempt, (attempt) => attempt.delivery)
  @Field(() => [WebhookDeliveryAttempt], { description: "Every attempt, oldest first" })
  attempts?: Relation<WebhookDeliveryAttempt[]>;
}
