import type { Weekday } from "../restaurants/weekday";
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import type { CouponKind } from "./coupon-kind";

/**
 * An offer customers apply by its code (docs/architecture.md#offers-and-coupons). Money in
 * integer paise; a PERCENT coupon keeps its whole percent, a FLAT one its amount.
 */
@Entity({ name: "coupons" })
@Check("coupons_kind_check", `"kind" IN ('PERCENT', 'FLAT')`)
@Check(
  "coupons_value_check",
  `("kind" = 'PERCENT' AND "percent" BETWEEN 1 AND 100 AND "amount_paise" IS NULL) OR ("kind" = 'FLAT' AND "amount_paise" > 0 AND "percent" IS NULL)`,
)
@Index("coupons_created_at_idx", ["createdAt"])
export class Coupon {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  /** Upper case, A-Z and 0-9, so codes are unique whatever case a customer types. */
  @Index("coupons_code_key", { unique: true })
  @Column({ type: "varchar", length: 20 })
  code!: string;

  @Column({ type: "varchar", length: 200, default: "" })
  description!: string;

  @Column({ type: "varchar", length: 8 })
  kind!: CouponKind;

  /** PERCENT: 1 to 100. */
  @Column({ type: "smallint", nullable: true })
  percent!: number | null;

  /** FLAT: the amount off. */
  @Column({ type: "integer", nullable: true })
  amountPaise!: number | null;

  /** PERCENT: the most it takes off; null: no cap. */
  @Column({ type: "integer", nullable: true })
  maxDiscountPaise!: number | null;

  /** The items' value (before delivery, discount, tax and tip) from which it applies; 0: any. */
  @Column({ type: "integer", default: 0 })
  minOrderPaise!: number;

  @Column({ type: "timestamptz", nullable: true })
  validFrom!: Date | null;

  /** The first moment it no longer applies. */
  @Column({ type: "timestamptz", nullable: true })
  validUntil!: Date | null;

  /** How many orders may use it in all; null: no limit. */
  @Column({ type: "integer", nullable: true })
  usageLimit!: number | null;

  /** How many orders of one customer may use it; null: no limit. */
  @Column({ type: "integer", nullable: true })
  perCustomerLimit!: number | null;

  @Column({ type: "boolean", default: false })
  firstOrderOnly!: boolean;

  /** The restaurants it applies at; empty: every restaurant. */
  @Column({ type: "uuid", array: true, default: () => "'{}'" })
  restaurantIds!: string[];

  /** The days of the week (in India) it applies on, in the week's order; empty: every day. */
  @Column({ type: "varchar", length: 9, array: true, default: () => "'{}'" })
  weekdays!: Weekday[];

  @Column({ type: "boolean", default: true })
  isActive!: boolean;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}
