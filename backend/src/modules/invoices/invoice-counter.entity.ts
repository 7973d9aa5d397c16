import { Check, Column, Entity, PrimaryColumn } from "typeorm";
import type { InvoiceSeries } from "./invoice-series";

/**
 * The last number a series gave in a financial year. It is taken with one
 * `INSERT … ON CONFLICT DO UPDATE SET last = last + 1 RETURNING last` in the delivery's
 * transaction: the row stays locked until that transaction ends, so concurrent deliveries queue
 * on it, and a transaction that rolls back rolls its number back too (no gap).
 */
@Entity({ name: "invoice_counters" })
@Check("invoice_counters_last_check", `"last" > 0`)
export class InvoiceCounter {
  @PrimaryColumn({ type: "varchar", length: 10 })
  series!: InvoiceSeries;

  @PrimaryColumn({ type: "varchar", length: 7 })
  financialYear!: string;

  @Column({ type: "integer" })
  last!: number;
}
