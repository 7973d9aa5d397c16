import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { User } from "../users/user.entity";

/**
 * Cash a rider handed to the office. It settles every delivered order the rider still held cash
 * for (their cash_handover_id points here): `expectedPaise` is what those orders' collected cash
 * came to, so amount − expected is the rider's shortfall (or surplus) at that handover.
 */
@Entity({ name: "cash_handovers" })
@Index("cash_handovers_rider_id_created_at_idx", ["riderId", "createdAt"])
@Check("cash_handovers_amount_paise_check", `"amount_paise" >= 0`)
@Check("cash_handovers_expected_paise_check", `"expected_paise" >= 0`)
export class CashHandover {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  riderId!: string;

  @ManyToOne(() => User, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "rider_id" })
  rider?: Relation<User>;

  @Column({ type: "integer" })
  amountPaise!: number;

  @Column({ type: "integer" })
  expectedPaise!: number;

  @Column({ type: "varchar", length: 500, nullable: true })
  note!: string | null;

  @Column({ type: "uuid", nullable: true })
  recordedById!: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "recorded_by_id" })
  recordedBy?: Relation<User> | null;

  /** The key the admin's dialog made when it opened: a double click or a retry records it once. */
  @Index("cash_handovers_idempotency_key_key", { unique: true })
  @Column({ type: "uuid", nullable: true })
  idempotencyKey!: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
