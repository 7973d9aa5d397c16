import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { User } from "../users/user.entity";
import { Order } from "./order.entity";
import type { OrderStatus } from "./order-status";

/** The order's history: who moved it where, when, and why (for rejections). */
@Entity({ name: "order_status_changes" })
@Index("order_status_changes_order_id_created_at_idx", ["orderId", "createdAt"])
export class OrderStatusChange {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  orderId!: string;

  @ManyToOne(() => Order, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order?: Relation<Order>;

  @Column({ type: "varchar", length: 20, nullable: true })
  fromStatus!: OrderStatus | null;

  @Column({ type: "varchar", length: 20 })
  toStatus!: OrderStatus;

  @Index()
  @Column({ type: "uuid", nullable: true })
  changedById!: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "changed_by_id" })
  changedBy?: Relation<User> | null;

  @Column({ type: "text", nullable: true })
  reason!: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
