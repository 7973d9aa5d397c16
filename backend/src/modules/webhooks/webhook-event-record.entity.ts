import { Column, CreateDateColumn, Entity, PrimaryColumn } from "typeorm";
import type { WebhookEvent } from "./webhook-event";

export const EVENT_ID_MAX_LENGTH = 40;

/**
 * One event as it was sent: its id (the webhook-id header of every attempt to every webhook) and
 * the exact body, so that retries and redeliveries sign and send the same bytes.
 */
@Entity({ name: "webhook_events" })
export class WebhookEventRecord {
  @PrimaryColumn({ type: "varchar", length: EVENT_ID_MAX_LENGTH })
  id!: string;

  @Column({ type: "varchar", length: 32 })
  type!: WebhookEvent;

  /** The JSON body, byte for byte as signed. */
  @Column({ type: "text" })
  body!: string;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
