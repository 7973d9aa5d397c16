import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";

/** The kinds of charges a superadmin sets: one row each (charges.service.ts). */
export type ChargeKind = "delivery" | "tax" | "payouts" | "riderPay";

/**
 * One kind of the bill's settings (docs/architecture.md#pricing), kept as jsonb: each kind is read
 * and written whole, and a missing row means the defaults.
 */
@Entity({ name: "charge_settings" })
export class ChargeSetting {
  @PrimaryColumn({ type: "varchar", length: 20 })
  kind!: ChargeKind;

  @Column({ type: "jsonb" })
  value!: Record<string, unknown>;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}
