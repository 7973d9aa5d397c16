import { Column, CreateDateColumn, Entity, PrimaryColumn } from "typeorm";

/**
 * A rider's week paid out (docs/money.md#riders-pay): once, with the bank or UPI transaction's
 * reference and the amount paid then. Kept without a foreign key, as the ledger: payments outlive
 * a deleted account.
 */
@Entity({ name: "rider_payments" })
export class RiderPayment {
  @PrimaryColumn({ type: "uuid" })
  riderId!: string;

  /** The Monday the week starts (India's calendar). */
  @PrimaryColumn({ type: "date" })
  weekStart!: string;

  @Column({ type: "date" })
  paidOn!: string;

  @Column({ type: "varchar", length: 64 })
  reference!: string;

  /** The week's total when it was paid, in paise. */
  @Column({ type: "bigint" })
  paidPaise!: string;

  @Column({ type: "uuid" })
  paidBy!: string;

  @CreateDateColumn({ type: "timestamptz" })
  recordedAt!: Date;
}
