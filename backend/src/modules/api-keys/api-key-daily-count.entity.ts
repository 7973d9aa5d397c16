import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import { ApiKey } from "./api-key.entity";

/**
 * A key's requests on one Asia/Kolkata day, summed over every API node: each node adds what it
 * counted since its last flush (api-key-request-counter.ts). One row a key a day, kept as history.
 */
@Entity({ name: "api_key_daily_requests" })
export class ApiKeyDailyCount {
  @PrimaryColumn({ type: "uuid" })
  apiKeyId!: string;

  /** The Asia/Kolkata calendar day, YYYY-MM-DD. */
  @PrimaryColumn({ type: "date" })
  day!: string;

  @ManyToOne(() => ApiKey, { onDelete: "CASCADE" })
  @JoinColumn({ name: "api_key_id" })
  apiKey?: Relation<ApiKey>;

  /** Requests the key's limit let through (whatever the operation then answered). */
  @Column({ type: "integer", default: 0 })
  requests!: number;

  /** Requests refused with RATE_LIMITED (429) by the key's requests-per-minute limit. */
  @Column({ type: "integer", default: 0 })
  rateLimited!: number;
}
