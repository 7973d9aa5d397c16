import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import { Order } from "../orders/order.entity";
import type { InvoiceKind, InvoiceSeries } from "./invoice-series";

/**
 * The invoice of a delivered order (docs/architecture.md#invoices): its number, taken from its
 * series' counter in the transaction that delivered the order, and the seller's tax settings as
 * they were then, so a later change of the settings never changes an issued invoice. Never
 * updated, never deleted (an order with an invoice cannot be deleted either).
 */
@Entity({ name: "invoices" })
@Index("invoices_series_financial_year_sequence_key", ["series", "financialYear", "sequence"], { unique: true })
@Check("invoices_kind_check", `"kind" IN ('TAX_INVOICE', 'BILL_OF_SUPPLY')`)
@Check("invoices_sequence_check", `"sequence" > 0`)
export class Invoice {
  @PrimaryColumn({ type: "uuid" })
  orderId!: string;

  @ManyToOne(() => Order, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "order_id" })
  order?: Relation<Order>;

  @Column({ type: "varchar", length: 16 })
  kind!: InvoiceKind;

  @Column({ type: "varchar", length: 10 })
  series!: InvoiceSeries;

  /** "2026-27": the Indian financial year (1 April to 31 March, Asia/Kolkata) of the delivery. */
  @Column({ type: "varchar", length: 7 })
  financialYear!: string;

  /** The place in its series and year: 1, 2, 3 … without a gap. */
  @Column({ type: "integer" })
  sequence!: number;

  /** "RUC/2026-27/000123". */
  @Index("invoices_number_key", { unique: true })
  @Column({ type: "varchar", length: 30 })
  number!: string;

  @Column({ type: "timestamptz" })
  issuedAt!: Date;

  @Column({ type: "varchar", length: 15, nullable: true })
  sellerGstin!: string | null;

  @Column({ type: "text" })
  sellerLegalName!: string;

  @Column({ type: "text" })
  sellerAddress!: string;

  /** The GST rates then, in basis points (5% = 500). */
  @Column({ type: "integer" })
  foodTaxBasisPoints!: number;

  @Column({ type: "integer" })
  deliveryTaxBasisPoints!: number;

  @Column({ type: "boolean" })
  pricesIncludeTax!: boolean;
}
