import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import type { LedgerAccount, LedgerKind, PaymentCollectionMethod } from "./ledger-postings";

/**
 * One money movement (docs/money.md): written in the transaction that delivers an order, or as a
 * correction, and never changed afterwards (a trigger refuses UPDATE and DELETE). The ids it
 * names are kept without foreign keys: the books outlive a deleted restaurant or account.
 */
@Entity({ name: "ledger_entries" })
@Index("ledger_entries_order_id_account_kind_key", ["orderId", "account", "kind"], {
  unique: true,
  where: `"order_id" IS NOT NULL AND "kind" <> 'CORRECTION'`,
})
@Index("ledger_entries_restaurant_id_at_idx", ["restaurantId", "at"])
@Index("ledger_entries_at_idx", ["at"])
@Index("ledger_entries_rider_id_at_idx", ["riderId", "at"])
@Check("ledger_entries_account_check", `"account" IN ('CUSTOMER', 'RESTAURANT', 'SERVICE', 'GST', 'RIDER')`)
@Check(
  "ledger_entries_kind_check",
  `"kind" IN ('COLLECTED', 'FOOD', 'RESTAURANT_DISCOUNT', 'COMMISSION', 'COMMISSION_TAX', 'DELIVERY_FEE', 'SERVICE_DISCOUNT', 'TAX', 'TIP', 'COLLECTION_DIFFERENCE', 'CORRECTION', 'COUNTER_CASH', 'RIDER_FEE')`,
)
@Check("ledger_entries_method_check", `"method" IS NULL OR "method" IN ('CASH', 'UPI')`)
export class LedgerEntry {
  @PrimaryGeneratedColumn({ type: "bigint" })
  id!: string;

  /** When the money moved: the delivery's transaction time, or the correction's. */
  @Column({ type: "timestamptz", default: () => "now()" })
  at!: Date;

  @Column({ type: "varchar", length: 10 })
  account!: LedgerAccount;

  @Column({ type: "varchar", length: 24 })
  kind!: LedgerKind;

  /** Signed paise: the customer's payment negative, every share positive (a discount negative). */
  @Column({ type: "bigint" })
  amountPaise!: string;

  @Column({ type: "uuid", nullable: true })
  orderId!: string | null;

  @Column({ type: "uuid", nullable: true })
  restaurantId!: string | null;

  @Column({ type: "uuid", nullable: true })
  riderId!: string | null;

  /** How the customer paid (COLLECTED entries only). */
  @Column({ type: "varchar", length: 4, nullable: true })
  method!: PaymentCollectionMethod | null;

  /** A rider's fee (RIDER DELIVERY_FEE) only: the distance it was worked out on, km to a tenth; null when unknown. */
  @Column({ type: "numeric", precision: 6, scale: 1, nullable: true })
  distanceKm!: string | null;

  /** A correction's reason, as the person who made it wrote it. */
  @Column({ type: "text", nullable: true })
  note!: string | null;

  /** Who made a correction; null for the entries an order's delivery writes. */
  @Column({ type: "uuid", nullable: true })
  createdBy!: string | null;
}
