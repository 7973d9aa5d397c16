import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import { Order } from "./order.entity";
import { User } from "../users/user.entity";

/** One per placed order: the same key replays the same order. */
@Entity({ name: "idempotency_keys" })
export class IdempotencyKey {
  @PrimaryColumn({ type: "uuid" })
  userId!: string;

  @PrimaryColumn({ type: "varchar", length: 64 })
  key!: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  /** sha256 of what the order was built from, to tell a replay from a different cart. */
  @Column({ type: "varchar", length: 64 })
  requestHash!: string;

  @Index()
  @Column({ type: "uuid" })
  orderId!: string;

  @ManyToOne(() => Order, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order?: Relation<Order>;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
