import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { Field, Int, ObjectType } from "type-graphql";
import type { WebhookDelivery } from "./webhook-delivery.entity";

@ObjectType({ description: "One HTTP request of a delivery and how the receiver answered" })
@Entity({ name: "webhook_delivery_attempts" })
export class WebhookDeliveryAttempt {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Index()
  @Column({ type: "uuid" })
  deliveryId!: string;

  /** Named by string: webhook-delivery.entity.ts imports this class for its GraphQL field, so this side imports only its type. */
  @ManyToOne("WebhookDelivery", "attempts", { onDelete: "CASCADE" })
  @JoinColumn({ name: "delivery_id" })
  delivery?: Relation<WebhookDelivery>;

  @Column({ type: "timestamptz" })
  @Field(() => Date, { description: "When the request was sent" })
  attemptedAt!: Date;

  @Column({ type: "integer", nullable: true })
  @Field(() => Int, {
    nullable: true,
    description: "The receiver's HTTP status; null when there was no answer (network error, refused address, timeout)",
  })
  statusCode!: number | null;

  @Column({ type: "text", nullable: true })
  @Field(() => String, { nullable: true, description: "Why the attempt failed; null when it succeeded" })
  error!: string | null;

  @Column({ type: "boolean" })
  @Field(() => Boolean, { description: "The receiver answered 2xx in time" })
  succeeded!: boolean;

  @Column({ type: "boolean", default: false })
  @Field(() => Boolean, { description: "A superadmin asked for it (redeliverWebhook)" })
  redelivery!: boolean;
}
