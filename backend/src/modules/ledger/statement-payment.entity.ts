import { Column, CreateDateColumn, Entity, PrimaryColumn } from "typeorm";

/**
 * A restaurant's week paid out (docs/money.md): once, with the bank or UPI transaction's reference
 * and the amount paid then. Kept without a foreign key, as the ledger: payments outlive a
 * deleted restaurant.
 */
@Entity({ name: "statement_payments" })
export class StatementPayment {
  @PrimaryColumn({ type: "uuid" })
  restaurantId!: string;

  /** The Monday the week starts (India's calendar). */
  @PrimaryColumn({ type: "date" })
  weekStart!: string;

  @Column({ type: "date" })
  paidOn!: string;

  @Column({ type: "varchar", length: 64 })
  reference!: string;

  /** The statement's payable when it was paid, in paise. */
  @Column({ type: "bigint" })
  paidPaise!: string;

  @Column({ type: "uuid" })
  paidBy!: string;

  @CreateDateColumn({ type: "timestamptz" })
  recordedAt!: Date;
}
